import type { DomainRole } from '@beewatch/shared';
import { getStoredDomain, reindexDomain, saveDomain } from '../../functions/src/domains/repository.js';

/**
 * Demo domains (role-screens §0.5), around the demo data in Surrey: the swarm coordinator's
 * Swarm Domain, the spray liaison's Spray Domain and the bee inspector's Domain. Generated for the
 * demo (the districts are real gazetteer units; who holds them is made up). Kept if one exists.
 */
const SURREY_WEST = [
  'GU1',
  'GU2',
  'GU3',
  'GU4',
  'GU5',
  'GU6',
  'GU7',
  'GU8',
  'GU9',
  'GU10',
  'GU21',
  'GU22',
  'GU23',
];
const SURREY_EAST = ['KT22', 'KT23', 'KT24', 'RH1', 'RH2', 'RH3', 'RH4', 'RH5'];

export const DEMO_DOMAINS: { userName: string; role: DomainRole; name: string; units: string[] }[] = [
  { userName: 'coordinator', role: 'SwarmCoordinator', name: 'Surrey swarm area (demo)', units: SURREY_WEST },
  {
    userName: 'spraylaison',
    role: 'SprayLaison',
    name: 'Surrey spray liaison (demo)',
    units: [...SURREY_WEST, ...SURREY_EAST],
  },
  {
    userName: 'inspector',
    role: 'BeeInspector',
    name: 'Surrey inspection area (demo)',
    units: [...SURREY_WEST, ...SURREY_EAST],
  },
];

export async function seedDomains(now = new Date()): Promise<void> {
  for (const d of DEMO_DOMAINS) {
    // A domain kept from an earlier start gets today's keys (its role's byKind listing).
    if (await getStoredDomain(d.userName)) {
      await reindexDomain(d.userName);
      continue;
    }
    await saveDomain(undefined, {
      UserName: d.userName,
      RoleName: d.role,
      Name: d.name,
      Units: [...d.units].sort(),
      UpdatedAt: now.toISOString(),
      UpdatedBy: 'seed',
    });
  }
}
