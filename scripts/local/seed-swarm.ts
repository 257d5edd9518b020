import { type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { createProfile } from '../../functions/src/account/index.js';
import { ensureApiKey } from '../../functions/src/swarm/api-keys.js';
import { getCollectionArea, saveCollectionArea } from '../../functions/src/swarm/collectors.js';
import { createDemoAccount, demoEmailOf } from './demo-account.js';
import { demoSubscriptionExpiry } from './seed-data.js';

/**
 * The demo API key of the public swarm form (local only; never in a deployment). `npm start`
 * prints it and the test page URL; its allowed origin is a page you serve yourself on port 8080
 * to try the embedding (README "Swarm reports").
 */
export const DEMO_SWARM_API_KEY = 'bwk_demo-local-swarm-form-key-000001';
export const DEMO_SWARM_KEY_ORIGIN = 'http://localhost:8080';

/**
 * Swarm collectors of the demo (ProfessionalBeeKeeper, spec §6), at real post codes of the
 * gazetteer. A report at GU1 (Guildford) reaches `beekeeper`, `collector.guildford` (GU2, ≈ 2 km)
 * and `collector.godalming` (GU7, ≈ 7 km) — and no one else: Woking (GU21, ≈ 9 km) has a 5 km
 * radius, Dorking (RH4) is ≈ 16 km away, the others are in Edinburgh, Paris and Lyon. Mobiles are
 * made up (valid formats: libphonenumber-js rejects Ofcom's drama range); locally nothing leaves
 * the outbox.
 */
export const DEMO_COLLECTORS = [
  { userName: 'beekeeper', fullName: 'Bea Keeper', postCode: 'GU1', radiusKm: 10, mobile: null },
  {
    userName: 'collector.guildford',
    fullName: 'Gil Guildford',
    postCode: 'GU2',
    radiusKm: 10,
    mobile: '+447400100101',
  },
  {
    userName: 'collector.godalming',
    fullName: 'Gwen Godalming',
    postCode: 'GU7',
    radiusKm: 10,
    mobile: '+447400100102',
  },
  {
    userName: 'collector.woking',
    fullName: 'Will Woking',
    postCode: 'GU21',
    radiusKm: 5,
    mobile: '+447400100103',
  },
  {
    userName: 'collector.dorking',
    fullName: 'Dee Dorking',
    postCode: 'RH4',
    radiusKm: 10,
    mobile: '+447400100104',
  },
  {
    userName: 'collector.edinburgh',
    fullName: 'Ed Edinburgh',
    postCode: 'EH1',
    radiusKm: 10,
    mobile: '+447400100105',
  },
  {
    userName: 'collector.paris',
    fullName: 'Paul Paris',
    postCode: '75001',
    radiusKm: 10,
    mobile: '+33612340101',
  },
  {
    userName: 'collector.lyon',
    fullName: 'Léa Lyon',
    postCode: '69001',
    radiusKm: 10,
    mobile: '+33612340102',
  },
] as const;

async function ensureCollectorUser(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  c: (typeof DEMO_COLLECTORS)[number],
): Promise<void> {
  const created = await createDemoAccount(
    cognito,
    userPoolId,
    { userName: c.userName, role: 'ProfessionalBeeKeeper' },
    { keepExisting: true },
  );
  if (!created) return;
  const email = demoEmailOf(c.userName);
  const french = /^\d{5}$/.test(c.postCode);
  await createProfile({
    UserName: c.userName,
    FullName: c.fullName,
    OrganizationName: null,
    Email: email,
    Mobile: c.mobile,
    CountryId: french ? 2 : 1,
    CountryName: french ? 'France' : 'United Kingdom',
    SubscriptionExpiry: demoSubscriptionExpiry(),
    TwoStepMode: 0,
    DoNotShowThisAgain: true,
    LastLoginTime: null,
    ZipCode: c.postCode,
    BBKAApprovedswarmcollector: true,
    RoleName: 'ProfessionalBeeKeeper',
  });
}

/**
 * Seeds the swarm demo, idempotently: the demo API key, the extra collectors (Cognito
 * users with profiles; `beekeeper` comes from the main seed) and every collector's area, set
 * only when the collector has none (a changed area survives restarts).
 */
export async function seedSwarm(cognito: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  await ensureApiKey(
    DEMO_SWARM_API_KEY,
    { Owner: 'Bee.Watch demo site', AllowedOrigin: DEMO_SWARM_KEY_ORIGIN },
    'seed',
  );
  for (const c of DEMO_COLLECTORS) {
    if (c.userName !== 'beekeeper') await ensureCollectorUser(cognito, userPoolId, c);
    if (!(await getCollectionArea(c.userName)))
      await saveCollectionArea(c.userName, { PostCode: c.postCode, RadiusKm: c.radiusKm });
  }
}
