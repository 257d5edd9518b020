import type { RoleName } from '@beewatch/shared';

/**
 * What a role without a landing of its own may do in the portal, as i18n keys under
 * `roleHome.ability.*`, from the route table (shared/src/routes.ts): every signed-in role reads
 * and sends portal messages (to the roles MESSAGE_REACH allows), edits its profile, changes its
 * password and posts tracking records from the mobile apps (mobile/* routes admit every role);
 * a ByStander is also alerted of spraying within 1 km of home and sees the open spray map.
 */
const SIGNED_IN_ABILITIES = ['profile', 'guide', 'mobileApps'] as const;

export const ROLE_ABILITIES: Partial<Record<RoleName, readonly string[]>> = {
  VQAdministrator: ['messagesToAdministrators', ...SIGNED_IN_ABILITIES, 'noOtherScreens'],
  iWAS: ['messagesToAdministrators', ...SIGNED_IN_ABILITIES, 'noOtherScreens'],
  ByStander: ['sprayAlerts', 'sprayMap', 'messagesToLiaisons', 'profileHome', 'guide', 'mobileApps'],
};

/** The abilities of a role; a role the portal does not name gets what every signed-in user has. */
export function abilitiesOf(roleName: RoleName | undefined): readonly string[] {
  return (roleName && ROLE_ABILITIES[roleName]) || ['messages', ...SIGNED_IN_ABILITIES];
}
