import type { RoleName } from '@beewatch/shared';

/**
 * The demo sign-ins (README 'Demo sign-ins'): one per role of spec §3, all with DEMO_PASSWORD;
 * `twoStep` 2 = codes by email. Kept apart from the seed so tests can list them without loading it.
 */
export const DEMO_USERS: { userName: string; role: RoleName; fullName: string; twoStep: 0 | 2 }[] = [
  { userName: 'superadmin', role: 'SuperAdministrator', fullName: 'Sam Super', twoStep: 0 },
  { userName: 'admin', role: 'Administrator', fullName: 'Alex Admin', twoStep: 2 },
  { userName: 'controller', role: 'BSController', fullName: 'Camille Controller', twoStep: 0 },
  { userName: 'inspector', role: 'BeeInspector', fullName: 'Iris Inspector', twoStep: 0 },
  { userName: 'pesticide', role: 'NonBeeKeeper', fullName: 'Pat Farmer', twoStep: 0 },
  { userName: 'beekeeper', role: 'ProfessionalBeeKeeper', fullName: 'Bea Keeper', twoStep: 0 },
  { userName: 'swarmwatch', role: 'SwarmWatch', fullName: 'Sid Swarmwatch', twoStep: 0 },
  { userName: 'coordinator', role: 'SwarmCoordinator', fullName: 'Cora Coordinator', twoStep: 0 },
  { userName: 'spraylaison', role: 'SprayLaison', fullName: 'Lee Liaison', twoStep: 0 },
  { userName: 'bystander', role: 'ByStander', fullName: 'Bo Bystander', twoStep: 0 },
  { userName: 'vqadmin', role: 'VQAdministrator', fullName: 'Val VQ', twoStep: 0 },
  { userName: 'iwas', role: 'iWAS', fullName: 'Ira iWAS', twoStep: 0 },
];
