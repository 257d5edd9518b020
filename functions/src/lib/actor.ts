import type { RoleName } from '@beewatch/shared';

/**
 * The signed-in caller, taken from the JWT claims the authorizer verified (lib/http.ts): what
 * domain services decide authorization and ownership with.
 */
export interface Actor {
  /** Cognito `sub`. */
  userId: string;
  userName: string;
  roleName: RoleName;
  roleId: number;
}
