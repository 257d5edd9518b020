import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SwarmStatus } from '@beewatch/shared';
import { ulid } from 'ulid';
import { areaUnitPlace } from '../../functions/src/geo/index.js';
import { documentClient } from '../../functions/src/lib/aws.js';
import { env } from '../../functions/src/lib/env.js';
import { defaultMember, putMember, type StoredMember } from '../../functions/src/swarm/members.js';
import { putAlerted, putReport, type SwarmItem } from '../../functions/src/swarm/reports-repository.js';
import { seedMarkerKey } from './seed-marker-entity.js';
import { DEMO_COLLECTORS } from './seed-swarm.js';

/**
 * The swarm coordinator's demo season (GENERATED, not real): swarm reports of this season around
 * the demo post codes of the coordinator's Swarm Domain (west Surrey) and a few outside it, in
 * every status, with the alerts the demo collectors got; and what the coordinator records about
 * the demo collectors (availability, checks). Reporters are made up ('Generated reporter N').
 * Seeded once: a marker item keeps restarts from adding another season.
 */
const MARKER = seedMarkerKey('coordination', 'SEASON');

/** Collectors whose area covers each demo district (as the seeded areas of seed-swarm.ts do). */
const NEAR: Record<string, string[]> = {
  GU1: ['beekeeper', 'collector.guildford', 'collector.godalming'],
  GU2: ['beekeeper', 'collector.guildford', 'collector.godalming'],
  GU3: ['beekeeper', 'collector.guildford', 'collector.godalming'],
  GU4: ['beekeeper', 'collector.guildford'],
  GU7: ['beekeeper', 'collector.guildford', 'collector.godalming'],
  GU8: ['collector.godalming'],
  GU21: ['collector.woking', 'collector.guildford'],
  GU22: ['collector.woking', 'beekeeper'],
  GU10: [],
  RH4: ['collector.dorking'],
};

const S = SwarmStatus;
/** [district, days ago, hours more, status, type, inside/outside, adopter index in NEAR] */
const SEASON: [string, number, number, number, 1 | 2 | 3, 1 | 2, number][] = [
  // Recent: the live map's last 14 days, with something in every 'needs action' state.
  ['GU1', 0, 5, S.New, 1, 2, -1],
  ['GU2', 1, 2, S.Adopted, 1, 2, 1],
  ['GU7', 3, 4, S.Adopted, 1, 1, 2],
  ['GU4', 5, 1, S.Abandoned, 1, 2, 0],
  ['GU21', 6, 3, S.Successful, 1, 2, 0],
  ['GU10', 8, 6, S.New, 2, 1, -1],
  ['GU3', 10, 2, S.Unsuccessful, 1, 2, 2],
  ['GU22', 12, 8, S.ReNotify, 1, 2, -1],
  // Earlier in the season.
  ...(
    [
      ['GU1', 40, S.Successful, 0],
      ['GU1', 55, S.Successful, 1],
      ['GU2', 61, S.Failed, 1],
      ['GU2', 70, S.Successful, 0],
      ['GU3', 75, S.Successful, 2],
      ['GU7', 80, S.Successful, 2],
      ['GU7', 90, S.Unsuccessful, 0],
      ['GU8', 95, S.Successful, 0],
      ['GU21', 100, S.Successful, 0],
      ['GU22', 110, S.Successful, 1],
      ['GU1', 120, S.Successful, 1],
      ['GU4', 130, S.Successful, 0],
      ['GU10', 135, S.New, -1],
      ['GU2', 140, S.Successful, 2],
      ['GU1', 150, S.Failed, 2],
      ['RH4', 60, S.Successful, 0],
      ['RH4', 90, S.Successful, 0],
    ] as const
  ).map(([d, days, status, who], i): [string, number, number, number, 1 | 2 | 3, 1 | 2, number] => [
    d,
    days,
    i % 7,
    status,
    i % 9 === 4 ? 2 : 1,
    i % 3 === 0 ? 1 : 2,
    who,
  ]),
];

/** The coordinator's records of the demo collectors (the checks are made up). */
const MEMBERS: Partial<StoredMember>[] = [
  {
    UserName: 'beekeeper',
    BbkaApproved: true,
    InsurancePolicyNumber: 'BBKA-DEMO-0001',
    ExperienceYears: 6,
    BbkaBasic: true,
    EquipmentConfirmed: true,
    MaxHeight: 'Ladder',
    Consent: true,
    MembershipVerified: true,
  },
  {
    UserName: 'collector.guildford',
    BbkaApproved: true,
    InsurancePolicyNumber: 'BBKA-DEMO-0002',
    ExperienceYears: 3,
    BbkaBasic: true,
    EquipmentConfirmed: true,
    MaxHeight: 'FirstFloor',
    Consent: true,
    PublicPhone: '07400 100101',
  },
  {
    UserName: 'collector.godalming',
    ExperienceYears: 2,
    BbkaBasic: false,
    EquipmentConfirmed: true,
    Consent: true,
    Notes: 'Generated demo: prefers ground-level swarms.',
  },
  // Away on holiday: not alerted until the date (a demo of Do-Not-Disturb).
  {
    UserName: 'collector.woking',
    ExperienceYears: 9,
    BbkaBasic: true,
    BbkaApproved: true,
    EquipmentConfirmed: true,
    Availability: 'DoNotDisturb',
    DndUntil: `${new Date().getUTCFullYear()}-12-31`,
    Consent: true,
  },
];

function reportOf(
  i: number,
  row: (typeof SEASON)[number],
  now: Date,
): { report: SwarmItem; alerted: string[] } {
  const [district, days, hours, status, type, bee, who] = row;
  const place = areaUnitPlace(district)!;
  const created = new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000);
  const at = (h: number) => new Date(created.getTime() + h * 3_600_000).toISOString();
  const near = NEAR[district] ?? [];
  const adopter = who >= 0 ? (near[who % Math.max(near.length, 1)] ?? null) : null;
  const id = ulid(created.getTime());
  const history: SwarmItem['History'] = [{ Status: S.New, At: created.toISOString(), By: null }];
  let abandonedBy: string[] = [];
  let round = 1;
  if (adopter && status !== S.New) history.push({ Status: S.Adopted, At: at(1 + (i % 3)), By: adopter });
  if (status === S.Abandoned) {
    history.push({ Status: S.Abandoned, At: at(20), By: adopter });
    abandonedBy = adopter ? [adopter] : [];
    round = 2;
  } else if (status === S.ReNotify) {
    history.push({ Status: S.ReNotify, At: at(6), By: null });
    round = 2;
  } else if (adopter && status !== S.Adopted && status !== S.New) {
    history.push({ Status: status, At: at(24 + (i % 5)), By: adopter });
  }
  const held = status === S.Adopted || ![S.New, S.Abandoned, S.ReNotify].includes(status as never);
  const report: SwarmItem = {
    SwarmID: id,
    CreatedAt: created.toISOString(),
    ApiKey: 'bwk_demo-local-swarm-form-key-000001',
    ApiKeyOwner: 'Bee.Watch demo site',
    Name: `Generated reporter ${i + 1}`,
    PostCode: district,
    Address: `${i + 1} Generated Lane (demo)`,
    Address2: '',
    PhoneNo: `07400 9${String(100 + i).padStart(5, '0')}`,
    PhoneE164: `+4474009${String(100 + i).padStart(5, '0')}`,
    PhoneIsMobile: true,
    Description: `Generated demo swarm ${i + 1}: ${type === 2 ? 'wasps' : 'a cluster of bees'} ${bee === 1 ? 'in a wall cavity' : 'on a branch'}.`,
    TypeOption: type,
    Other: '',
    BeeOption: bee,
    District: place.PostCode,
    PlaceName: place.PlaceName,
    Country: place.Country,
    Latitude: place.Latitude,
    Longitude: place.Longitude,
    ImageContentType: null,
    ImageState: 'none',
    Notified: true,
    NotifiedCount: near.length,
    Round: round,
    Status: status,
    AdoptedBy: held && adopter ? adopter : null,
    AdoptedByName:
      held && adopter ? (DEMO_COLLECTORS.find((c) => c.userName === adopter)?.fullName ?? adopter) : null,
    AdoptedAt: held && adopter ? history[1]!.At : null,
    AbandonedBy: abandonedBy,
    ReporterTold: Boolean(held && adopter),
    History: history,
  };
  return { report, alerted: near };
}

/** Seeds the demo season and collector records once (see above). */
export async function seedCoordination(now = new Date()): Promise<void> {
  const TableName = env().SITE_TABLE;
  const seen = await documentClient().send(new GetCommand({ TableName, Key: MARKER }));
  if (seen.Item) return;
  for (const [i, row] of SEASON.entries()) {
    const { report, alerted } = reportOf(i, row, now);
    await putReport(report);
    if (alerted.length)
      await putAlerted(
        report,
        alerted.map((UserName) => ({ UserName, DistanceM: 3000 })),
      );
  }
  for (const m of MEMBERS) {
    await putMember({ ...defaultMember(m.UserName!), ...m, UpdatedAt: now.toISOString(), UpdatedBy: 'seed' });
  }
  await documentClient().send(
    new PutCommand({ TableName, Item: { ...MARKER, SeededAt: now.toISOString() } }),
  );
}
