/**
 * Enumerations of spec §3 ("Enumerations"). Numeric values are part of the API contract
 * and must never be renumbered.
 */

/** Role ids (spec §3). The key doubles as the Cognito group name. */
export const Role = {
  Administrator: 1,
  NonBeeKeeper: 12,
  SwarmCoordinator: 13,
  ProfessionalBeeKeeper: 14,
  ByStander: 15,
  SprayLaison: 17,
  BeeInspector: 20,
  VQAdministrator: 35,
  SwarmWatch: 40,
  SuperAdministrator: 45,
  iWAS: 46,
  BSController: 47,
} as const;
export type RoleName = keyof typeof Role;
export type RoleId = (typeof Role)[RoleName];

export const ROLE_NAMES = Object.keys(Role) as RoleName[];

/** Role id → Cognito group name (the enum key). */
export function roleNameOf(id: number): RoleName | undefined {
  return ROLE_NAMES.find((name) => Role[name] === id);
}

/**
 * Display names of spec §3. The spec gives none for VQAdministrator and BSController;
 * 'VQ Administrator' and 'BS Controller' follow the same pattern.
 */
export const ROLE_DISPLAY_NAME: Record<RoleName, string> = {
  Administrator: 'Administrator',
  NonBeeKeeper: 'Non-Bee Keeper',
  SwarmCoordinator: 'Swarm Coordinator',
  ProfessionalBeeKeeper: 'Bee Keeper',
  ByStander: 'By Stander',
  SprayLaison: 'Spray Laison',
  BeeInspector: 'Bee Inspector',
  VQAdministrator: 'VQ Administrator',
  SwarmWatch: 'Swarm Watch',
  SuperAdministrator: 'Super Administrator',
  iWAS: 'iWAS',
  BSController: 'BS Controller',
};

/** Responsibility of a category activity (spec §3). */
export const Responsibility = {
  WeWatchOfficer: 1,
  Controller: 2,
  AnotherAgency: 3,
  EmergencyService: 4,
  Police: 5,
  WeWatch: 6,
} as const;

/** Treatment time of day (spec §3). */
export const TreatmentTimeOfDay = { Morning: 1, Afternoon: 2, Evening: 3, Night: 4 } as const;

/** Pesticide type (spec §3). */
export const PesticideType = {
  Herbicide: 1,
  Insecticide: 2,
  Fungicide: 3,
  Rodenticide: 4,
  Molluscicide: 5,
  Other: 6,
} as const;

/** Swarm status (spec §3). */
export const SwarmStatus = {
  New: 1,
  Adopted: 2,
  Unsuccessful: 3,
  Successful: 4,
  Abandoned: 5,
  Failed: 6,
  ReNotify: 7,
} as const;

/** Treatment status (spec §3). */
export const TreatmentStatus = { Pending: 1, Completed: 2, Cancel: 3, Satisfied: 4 } as const;

/** Message box (spec §3). */
export const MessageBox = { Inbox: 0, Sent: 1 } as const;

/** Two-step code channel, CodeSentOn (spec §3). */
export const CodeSentOn = { Mobile: 1, Email: 2, Both: 3 } as const;
