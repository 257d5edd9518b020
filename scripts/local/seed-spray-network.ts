import { PesticideType, TreatmentStatus, TreatmentTimeOfDay, type RoleName } from '@beewatch/shared';
import { createProfile, getProfile } from '../../functions/src/account/index.js';
import { createApiary, getApiary, updateApiary } from '../../functions/src/sites/apiaries/repository.js';
import { indexHome } from '../../functions/src/sites/homes.js';
import { getContactPrefs, saveContactPrefs } from '../../functions/src/sites/network/prefs.js';
import { getField, getSchedule, saveField } from '../../functions/src/sites/treatments/repository.js';
import { DEMO_SITES_CREATED, demoIds, demoSubscriptionExpiry } from './seed-data.js';
import { DEMO_FIELD, seedScheduleVersion, seededWithoutAlert } from './seed-sites.js';
import { demoProfileOf } from './demo-account.js';

/**
 * The spray liaison's network demo (role-screens §7.2), GENERATED, not real people:
 * - the network keys of the demo apiaries, home and field seeded before them (re-written, so a
 *   data folder from before the network index lists them too);
 * - three generated contacts in the east of the demo Spray Domain (Dorking, Leatherhead,
 *   Reigate; profiles only, they cannot sign in), each more than 10 km from the demo field so no
 *   spray alert of the other demos reaches them: a beekeeper with an apiary, a bystander with a
 *   home, a pesticide user with a field; the beekeeper with preferences and a liaison's note;
 * - a generated spray on the demo field 640 m from the demo bystander's home, dated tomorrow (so
 *   the liaison's history flags its notice as under 48 h), moved to tomorrow again on each start
 *   once it is past, so the bystander's home always shows a spray within 1 km; each version is
 *   saved and alerted as the real save does (seed-sites.ts `seedScheduleVersion`).
 */
const id = demoIds('spraynet');
const siteId = demoIds('sites');
const created = DEMO_SITES_CREATED;

const CONTACTS: {
  userName: string;
  fullName: string;
  role: RoleName;
  zip: string;
  mobile: string | null;
}[] = [
  {
    userName: 'net.keeper.dorking',
    fullName: 'Dana Hale (generated demo)',
    role: 'ProfessionalBeeKeeper',
    zip: 'RH5',
    mobile: '+447700900711',
  },
  {
    userName: 'net.bystander.leatherhead',
    fullName: 'Sam Carter (generated demo)',
    role: 'ByStander',
    zip: 'KT22',
    mobile: null,
  },
  {
    userName: 'net.farmer.reigate',
    fullName: 'Morgan Reed (generated demo)',
    role: 'NonBeeKeeper',
    zip: 'RH2',
    mobile: null,
  },
];

/** The generated spray of the bystander demo. */
export const DEMO_NETWORK_SPRAY_ID = id('spray:tomorrow');

export async function seedSprayNetwork(now = new Date()): Promise<void> {
  // The earlier demo items, re-written with their network keys.
  for (const name of ['Merrow Downs', 'Shalford Meadow', 'Farnham Heath']) {
    const a = await getApiary(siteId(`apiary:${name}`));
    if (a) await updateApiary(a);
  }
  const field = await getField(siteId('field:north'));
  if (field) await saveField(field, false);
  const bystander = await getProfile('bystander');
  if (bystander?.ZipCode) await indexHome('bystander', bystander.ZipCode);

  for (const c of CONTACTS) {
    if (!(await getProfile(c.userName))) {
      await createProfile({
        ...demoProfileOf(c.userName, {
          FullName: c.fullName,
          Mobile: c.mobile,
          SubscriptionExpiry: demoSubscriptionExpiry(now),
          ZipCode: c.zip,
        }),
        RoleName: c.role,
      });
    }
  }
  await createApiary({
    ApiaryID: id('apiary:box-hill'),
    Name: 'Box Hill orchard (generated)',
    PostCode: 'RH5',
    Latitude: 51.2485,
    Longitude: -0.3105,
    Hives: 8,
    Notes: 'Generated demo apiary',
    CreatedDate: created,
    UpdatedDate: created,
    OwnerUserName: 'net.keeper.dorking',
  });
  await indexHome('net.bystander.leatherhead', 'KT22');
  const eastField = id('field:priory');
  if (!(await getField(eastField))) {
    await saveField(
      {
        FieldID: eastField,
        Name: 'Priory Farm — east field (generated)',
        PostCode: 'RH2',
        Latitude: 51.236,
        Longitude: -0.205,
        AreaHectares: 9,
        CreatedDate: created,
        OwnerUserName: 'net.farmer.reigate',
      },
      true,
    );
  }
  if (!(await getContactPrefs('net.keeper.dorking'))) {
    await saveContactPrefs({
      UserName: 'net.keeper.dorking',
      Channel: 'sms',
      AlertEmail: null,
      Mobile: null,
      Language: 'en',
      CallBeforeSpraying: true,
      Notes: 'Generated demo note: prefers a call the evening before.',
      UpdatedAt: created,
      UpdatedBy: 'seed',
      Changes: [],
    });
  }

  // The generated spray near the demo bystander's home, alerted as the real save would.
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const today = now.toISOString().slice(0, 10);
  const previous = await getSchedule(DEMO_NETWORK_SPRAY_ID);
  if (previous && previous.TreatmentDate >= today) {
    if (seededWithoutAlert(previous)) await seedScheduleVersion(previous, previous);
    return;
  }
  await seedScheduleVersion(
    {
      TreatmentScheduleID: DEMO_NETWORK_SPRAY_ID,
      FieldID: siteId('field:north'),
      FieldName: 'Home Farm — north field',
      Latitude: DEMO_FIELD.latitude,
      Longitude: DEMO_FIELD.longitude,
      TreatmentDate: tomorrow,
      TimeOfDay: TreatmentTimeOfDay.Afternoon,
      PesticideType: PesticideType.Insecticide,
      Product: 'Acetamiprid 200 g/l (generated demo)',
      Notes: 'Generated demo spray (not real)',
      Status: TreatmentStatus.Pending,
      Version: (previous?.Version ?? 0) + 1,
      AlertedCount: 0,
      UpdatedDate: now.toISOString(),
      OwnerUserName: 'pesticide',
    },
    previous,
  );
}
