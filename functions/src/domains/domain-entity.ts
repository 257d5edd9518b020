import { DOMAIN_ROLES, type DomainRole } from '@beewatch/shared';
import * as z from 'zod/mini';

/**
 * The domain entities of the site table (role-screens §0.5: a named set of area units):
 * - the domain itself, `DOMAIN#<lower user name>` / `DOMAIN`, with its name and units; on byKind
 *   under `DOMAIN#<RoleName>` (kindSort the lower user name), so every domain of a role is one
 *   Query (neighbouring holders: a role has tens of holders, each domain a few hundred bytes);
 * - one membership item per unit, `AREA#<unit>` / `<RoleName>#<lower user name>`, so who holds
 *   the domain covering a unit for a role is one Query (never a Scan).
 */
export const PERSONAL_DATA = 'Domain';

export const domainKey = (userName: string) => ({ pk: `DOMAIN#${userName.toLowerCase()}`, sk: 'DOMAIN' });
export const areaMemberKey = (unit: string, role: DomainRole, userName: string) => ({
  pk: areaPartition(unit),
  sk: `${role}#${userName.toLowerCase()}`,
});
/** The partition of a unit's memberships; its sort keys start with the holder's role. */
export const areaPartition = (unit: string) => `AREA#${unit}`;
export const roleSortPrefix = (role: DomainRole) => `${role}#`;

export const StoredDomain = z.object({
  UserName: z.string(),
  RoleName: z.enum(DOMAIN_ROLES),
  Name: z.string(),
  Units: z.array(z.string()),
  UpdatedAt: z.string(),
  UpdatedBy: z.string(),
});
export type StoredDomain = z.infer<typeof StoredDomain>;

export const StoredAreaMember = z.object({ UserName: z.string(), RoleName: z.enum(DOMAIN_ROLES) });
export type StoredAreaMember = z.infer<typeof StoredAreaMember>;

/** The byKind partition of a role's domains. */
export const domainKindOf = (role: DomainRole) => `DOMAIN#${role}`;

export const domainItemOf = (d: StoredDomain) => ({
  ...domainKey(d.UserName),
  kind: domainKindOf(d.RoleName),
  kindSort: d.UserName.toLowerCase(),
  ...d,
});
export const areaMemberItemOf = (unit: string, d: Pick<StoredDomain, 'UserName' | 'RoleName'>) => ({
  ...areaMemberKey(unit, d.RoleName, d.UserName),
  UserName: d.UserName,
  RoleName: d.RoleName,
});
