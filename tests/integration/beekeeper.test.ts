import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AREA_SWARM_DAYS,
  BeekeeperMsg,
  type AreaSwarms,
  MET_OFFICE_WEATHER_TITLES,
  type Apiary,
  type BeekeeperHome,
  type Conversation,
  type DeviceMessage,
  type ScheduleChoices,
  type ScheduleSaved,
  type SprayHistoryRow,
  type TreatmentField,
  type WeatherData,
} from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { expectRefused } from '../support/expect-envelope.js';
import { dayFromNow as day } from '../support/poll.js';

// The beekeeper workspace (role-screens §5.1–§5.3): the home, the weather at the apiaries through
// the Met Office DataHub stand-in (outage → the last forecast with its time, never a 500), the
// spray notifications that alerted the keeper, and the anonymous conversation with the farmer.
// Its keeper and farmer work near Inverness, far from every other test's sites.
const baseUrl = inject('baseUrl');
const api = new PortalApi(baseUrl);
/** The DataHub stand-in listens 14 ports above the portal (scripts/local/config.ts). */
const weatherUrl = `http://127.0.0.1:${Number(new URL(baseUrl).port) + 14}`;
const tokens: Record<string, string> = {};
const APIARY = { Latitude: 57.48, Longitude: -4.22 };
/** 2 km north of the apiary. */
const FIELD = { Latitude: 57.498, Longitude: -4.22 };

const call = <T>(user: string, method: 'GET' | 'POST', route: string, body?: unknown) =>
  api.call<T>(method, route, { token: tokens[user], body });

async function outage(n: number) {
  const res = await fetch(`${weatherUrl}/__dev/faults`, {
    method: 'POST',
    body: JSON.stringify({ outage: n }),
  });
  expect(res.status).toBe(204);
}

let apiary: Apiary;

beforeAll(async () => {
  for (const u of [
    'weatherkeeper',
    'weatherfarmer',
    'beekeeper',
    'farkeeper',
    'swarmwatch',
    'bystander',
    'pesticide',
  ])
    tokens[u] = await api.token(u);
  const res = await call<Apiary>('weatherkeeper', 'POST', 'beekeeper/AddOrUpdateApiary', {
    Name: 'Loch Ness Bank',
    ...APIARY,
    Hives: 5,
    Notes: '',
  });
  expect(res.status).toBe(200);
  apiary = res.body.data;
});

afterAll(async () => {
  await outage(0);
});

describe('beekeeper/Weather', () => {
  let fetchedAt = '';

  it('gives each own apiary 48 hourly and 7 daily steps in the Met Office vocabulary, labelled demo', async () => {
    const res = await call<WeatherData>('weatherkeeper', 'GET', 'beekeeper/Weather');
    expect(res.status).toBe(200);
    expect(res.body.data.Forecasts).toHaveLength(1);
    const f = res.body.data.Forecasts[0]!;
    expect(f).toMatchObject({
      ApiaryID: apiary.ApiaryID,
      Name: 'Loch Ness Bank',
      Source: 'Demo',
      Stale: false,
    });
    expect(f.FetchedAt).not.toBeNull();
    fetchedAt = f.FetchedAt!;
    expect(f.Hourly).toHaveLength(48);
    expect(f.Daily).toHaveLength(7);
    // Every code the provider sent is one of the Met Office table's (none falls to the default).
    for (const h of f.Hourly) expect(MET_OFFICE_WEATHER_TITLES[h.WeatherCode!]).toBeDefined();
    for (const d of f.Daily) expect(MET_OFFICE_WEATHER_TITLES[d.DayWeatherCode!]).toBeDefined();
    expect(f.Hourly.every((h) => ['good', 'short', 'dontOpen'].includes(h.Inspection))).toBe(true);
    // No inspection at night.
    expect(f.Hourly.filter((h) => !h.IsDaylight).every((h) => h.Inspection === 'dontOpen')).toBe(true);
    expect(f.Daily[0]!.Sunrise! < f.Daily[0]!.Sunset!).toBe(true);
  });

  it('serves the same forecast from the cache within the hour', async () => {
    const res = await call<WeatherData>(
      'weatherkeeper',
      'GET',
      `beekeeper/Weather?ApiaryID=${apiary.ApiaryID}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.Forecasts[0]!.FetchedAt).toBe(fetchedAt);
  });

  it("refuses another keeper's apiary and an unknown id with 404, a malformed id with 400", async () => {
    const theirs = (await call<Apiary[]>('beekeeper', 'GET', 'beekeeper/MyApiaries')).body.data[0]!;
    const other = await call('weatherkeeper', 'GET', `beekeeper/Weather?ApiaryID=${theirs.ApiaryID}`);
    expectRefused(other, 404, BeekeeperMsg.apiaryNotFound);
    const unknown = await call(
      'weatherkeeper',
      'GET',
      'beekeeper/Weather?ApiaryID=01JT35AAAAAAAAAAAAAAAAAAAA',
    );
    expect(unknown.status).toBe(404);
    expect((await call('weatherkeeper', 'GET', 'beekeeper/Weather?ApiaryID=nope')).status).toBe(400);
  });

  it('is refused to SwarmWatch and the other roles (403)', async () => {
    expect((await call('swarmwatch', 'GET', 'beekeeper/Weather')).status).toBe(403);
    expect((await call('pesticide', 'GET', 'beekeeper/Weather')).status).toBe(403);
  });

  it('during a provider outage answers the last forecast with its time, never a 500', async () => {
    await outage(-1);
    try {
      // Moving the apiary makes the kept forecast out of date, so the provider is asked — and fails.
      const moved = await call<Apiary>('weatherkeeper', 'POST', 'beekeeper/AddOrUpdateApiary', {
        ApiaryID: apiary.ApiaryID,
        Name: 'Loch Ness Bank',
        Latitude: APIARY.Latitude + 0.001,
        Longitude: APIARY.Longitude,
        Hives: 5,
        Notes: '',
      });
      expect(moved.status).toBe(200);
      const res = await call<WeatherData>('weatherkeeper', 'GET', 'beekeeper/Weather');
      expect(res.status).toBe(200);
      const f = res.body.data.Forecasts[0]!;
      expect(f.Stale).toBe(true);
      expect(f.FetchedAt).toBe(fetchedAt);
      expect(f.Hourly.length).toBeGreaterThan(0);

      // An apiary with no forecast kept yet: unavailable, still 200.
      const fresh = await call<Apiary>('weatherkeeper', 'POST', 'beekeeper/AddOrUpdateApiary', {
        Name: 'Glen Urquhart',
        Latitude: 57.33,
        Longitude: -4.45,
        Hives: 2,
        Notes: '',
      });
      const none = await call<WeatherData>(
        'weatherkeeper',
        'GET',
        `beekeeper/Weather?ApiaryID=${fresh.body.data.ApiaryID}`,
      );
      expect(none.status).toBe(200);
      expect(none.body.data.Forecasts[0]).toMatchObject({
        Stale: true,
        FetchedAt: null,
        Hourly: [],
        Daily: [],
      });

      // The home stays whole too.
      const home = await call<BeekeeperHome>('weatherkeeper', 'GET', 'beekeeper/Home');
      expect(home.status).toBe(200);
      expect(home.body.data.Weather.find((w) => w.ApiaryID === apiary.ApiaryID)).toMatchObject({
        Stale: true,
        FetchedAt: fetchedAt,
      });
      await call('weatherkeeper', 'POST', `beekeeper/DeleteApiary?ApiaryID=${fresh.body.data.ApiaryID}`);
    } finally {
      await outage(0);
    }
    // Back up: a fresh forecast for the moved apiary.
    const after = await call<WeatherData>(
      'weatherkeeper',
      'GET',
      `beekeeper/Weather?ApiaryID=${apiary.ApiaryID}`,
    );
    expect(after.body.data.Forecasts[0]!.Stale).toBe(false);
  });
});

describe('spray notifications that alerted the beekeeper, and the farmer conversation', () => {
  let sprayId = '';
  let threadId = '';

  beforeAll(async () => {
    const field = await call<TreatmentField>('weatherfarmer', 'POST', 'pesticide/AddOrUpdateTreatmentField', {
      Name: 'Dores barley',
      ...FIELD,
    });
    expect(field.status).toBe(200);
    const choices = await call<ScheduleChoices>('weatherfarmer', 'GET', 'pesticide/ScheduleProductChoices');
    const product = choices.body.data.Products[0]!;
    const saved = await call<ScheduleSaved>(
      'weatherfarmer',
      'POST',
      'pesticide/AddOrUpdateTreatmentSchedule',
      {
        FieldID: field.body.data.FieldID,
        TreatmentDate: day(1),
        TimeOfDay: 1,
        PesticideType: product.PesticideType,
        ProductID: product.ProductID,
        Notes: '',
        Status: 1,
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.BeekeepersAlerted).toBe(1);
    sprayId = saved.body.data.TreatmentScheduleID;
  });

  it('the home lists it among the next 7 days: band, short-notice badge, product light — no field, no farmer', async () => {
    const res = await call<BeekeeperHome>('weatherkeeper', 'GET', 'beekeeper/Home');
    expect(res.status).toBe(200);
    expect(res.body.data.Variant).toBe('full');
    expect(res.body.data.Apiaries.map((a) => a.ApiaryID)).toEqual([apiary.ApiaryID]);
    const row = res.body.data.SprayAlerts.find((s) => s.SprayNotificationID === sprayId)!;
    expect(row).toMatchObject({
      ApiaryName: 'Loch Ness Bank',
      DistanceBand: '1-3',
      ShortNotice: true,
      HazardBasis: 'product',
    });
    expect(['red', 'amber', 'green']).toContain(row.BeeHazard);
    const text = JSON.stringify(res.body.data);
    expect(text).not.toContain('Dores barley');
    expect(text).not.toContain('weatherfarmer');
    expect(text).not.toContain(String(FIELD.Latitude));
    // Another keeper's home does not show it.
    const theirs = await call<BeekeeperHome>('beekeeper', 'GET', 'beekeeper/Home');
    expect(theirs.body.data.SprayAlerts.some((s) => s.SprayNotificationID === sprayId)).toBe(false);
  });

  it('the history shows its current status and the product sheet', async () => {
    const res = await call<SprayHistoryRow[]>('weatherkeeper', 'GET', 'beekeeper/SprayTreatmentHistory');
    expect(res.status).toBe(200);
    const row = res.body.data.find((r) => r.SprayNotificationID === sprayId)!;
    expect(row.Status).toBe(1);
    expect(row.Sheet.AuthorisationNumber).toBeTruthy();
    expect(row.ThreadID).toBeNull();
    expect((await call('swarmwatch', 'GET', 'beekeeper/SprayTreatmentHistory')).status).toBe(403);
    expect((await call('weatherkeeper', 'GET', 'beekeeper/SprayTreatmentHistory?FromDate=x')).status).toBe(
      400,
    );
  });

  it('refuses an empty message (400, the message) and a notification that did not alert the keeper (404), writing nothing', async () => {
    const empty = await call('weatherkeeper', 'POST', 'beekeeper/MessageFarmer', {
      SprayNotificationID: sprayId,
      Body: '  ',
    });
    expectRefused(empty, 400, BeekeeperMsg.messageRequired);
    const stranger = await call('farkeeper', 'POST', 'beekeeper/MessageFarmer', {
      SprayNotificationID: sprayId,
      Body: 'Hello',
    });
    expectRefused(stranger, 404, BeekeeperMsg.notificationNotFound);
    const rows = (await call<SprayHistoryRow[]>('weatherkeeper', 'GET', 'beekeeper/SprayTreatmentHistory'))
      .body.data;
    expect(rows.find((r) => r.SprayNotificationID === sprayId)!.ThreadID).toBeNull();
    expect(
      (
        await call('weatherfarmer', 'POST', 'beekeeper/MessageFarmer', {
          SprayNotificationID: sprayId,
          Body: 'x',
        })
      ).status,
    ).toBe(403);
  });

  it('messages the farmer anonymously both ways', async () => {
    const sent = await call<Conversation>('weatherkeeper', 'POST', 'beekeeper/MessageFarmer', {
      SprayNotificationID: sprayId,
      Body: 'Could you spray after 8 pm? My bees fly until dusk.',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ Side: 'beekeeper', SprayNotificationID: sprayId });
    expect(sent.body.data.Messages).toEqual([expect.objectContaining({ From: 'me' })]);
    threadId = sent.body.data.ThreadID;

    // The farmer's inbox has it, without the keeper's name.
    const inbox = await call<DeviceMessage[]>(
      'weatherfarmer',
      'GET',
      'common/GetDeviceMessages?type=0&PageIndex=0&RecordPerPage=10',
    );
    const note = inbox.body.data.find((m) => m.Body.includes(threadId))!;
    expect(note).toBeDefined();
    expect(JSON.stringify(note)).not.toMatch(/weatherkeeper|Loch Ness/i);

    const seen = await call<Conversation>(
      'weatherfarmer',
      'GET',
      `common/SprayConversation?ThreadID=${threadId}`,
    );
    expect(seen.status).toBe(200);
    expect(seen.body.data.Side).toBe('farmer');
    expect(seen.body.data.Messages[0]).toMatchObject({ From: 'them' });
    expect(JSON.stringify(seen.body.data)).not.toMatch(/weatherkeeper|Loch Ness/i);

    const answer = await call<Conversation>('weatherfarmer', 'POST', 'common/SprayConversationReply', {
      ThreadID: threadId,
      Body: 'Yes, evening it is.',
    });
    expect(answer.status).toBe(200);
    const mine = await call<Conversation>(
      'weatherkeeper',
      'GET',
      `common/SprayConversation?ThreadID=${threadId}`,
    );
    expect(mine.body.data.Messages.map((m) => m.From)).toEqual(['me', 'them']);
    expect(JSON.stringify(mine.body.data)).not.toContain('weatherfarmer');

    const rows = (await call<SprayHistoryRow[]>('weatherkeeper', 'GET', 'beekeeper/SprayTreatmentHistory'))
      .body.data;
    expect(rows.find((r) => r.SprayNotificationID === sprayId)!.ThreadID).toBe(threadId);
  });

  it('no one else reads or answers the conversation (404)', async () => {
    for (const u of ['farkeeper', 'pesticide']) {
      expect((await call(u, 'GET', `common/SprayConversation?ThreadID=${threadId}`)).status).toBe(404);
      expect(
        (await call(u, 'POST', 'common/SprayConversationReply', { ThreadID: threadId, Body: 'me too' }))
          .status,
      ).toBe(404);
    }
    expect((await call('bystander', 'GET', `common/SprayConversation?ThreadID=${threadId}`)).status).toBe(
      403,
    );
  });

  it('a cancellation shows in the history as its current status', async () => {
    const s = await call<{ FieldID: string; TreatmentDate: string; ProductID: string }>(
      'weatherfarmer',
      'GET',
      `pesticide/GetTreatmentSchedule?TreatmentScheduleID=${sprayId}`,
    );
    const res = await call('weatherfarmer', 'POST', 'pesticide/AddOrUpdateTreatmentSchedule', {
      TreatmentScheduleID: sprayId,
      FieldID: s.body.data.FieldID,
      TreatmentDate: s.body.data.TreatmentDate,
      TimeOfDay: 1,
      PesticideType: 2,
      Notes: '',
      Status: 3,
    });
    expect(res.status).toBe(200);
    const rows = (await call<SprayHistoryRow[]>('weatherkeeper', 'GET', 'beekeeper/SprayTreatmentHistory'))
      .body.data;
    expect(rows.find((r) => r.SprayNotificationID === sprayId)!.Status).toBe(3);
  });
});

describe('beekeeper/Home for SwarmWatch and the other roles', () => {
  it('SwarmWatch gets the reduced home: hornets (and swarms), no apiaries, sprays or weather', async () => {
    const res = await call<BeekeeperHome>('swarmwatch', 'GET', 'beekeeper/Home');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      Variant: 'swarmwatch',
      Apiaries: [],
      SprayAlerts: [],
      Weather: [],
    });
    expect(typeof res.body.data.Hornets.Count).toBe('number');
  });

  it('is refused to the other roles (403)', async () => {
    expect((await call('bystander', 'GET', 'beekeeper/Home')).status).toBe(403);
    expect((await call('pesticide', 'GET', 'beekeeper/Home')).status).toBe(403);
  });

  it('the demo beekeeper sees the demo treatment of today with its short-notice badge', async () => {
    const res = await call<BeekeeperHome>('beekeeper', 'GET', 'beekeeper/Home');
    expect(res.status).toBe(200);
    const today = res.body.data.SprayAlerts.find((s) => s.TreatmentDate === day(0) && s.Product.length > 0);
    expect(today?.ShortNotice).toBe(true);
    expect(res.body.data.Weather.length).toBe(res.body.data.Apiaries.length);
  });
});

// SwarmWatch's area swarm map (role-screens §5.1): the seeded demo `swarmwatch` has post code GU2
// (scripts/local/seed-swarmwatch.ts), near the demo swarm season around Guildford
// (scripts/local/seed-coordination.ts: recent reports in GU1–GU4, GU7, GU21, GU22; GU10 is 15 km
// away, RH4 18 km).
describe('beekeeper/AreaSwarms', () => {
  it('gives SwarmWatch the recent swarms within 10 km of their post code, without personal data', async () => {
    const res = await call<AreaSwarms>('swarmwatch', 'GET', 'beekeeper/AreaSwarms');
    expect(res.status).toBe(200);
    const area = res.body.data;
    expect(area).toMatchObject({ RadiusM: 10_000, Days: AREA_SWARM_DAYS, Centre: { PostCode: 'GU2' } });
    const districts = new Set(area.Swarms.map((s) => s.District));
    for (const d of ['GU1', 'GU2', 'GU3', 'GU4', 'GU7', 'GU21', 'GU22']) expect(districts).toContain(d);
    for (const d of ['GU10', 'RH4', 'GU8']) expect(districts).not.toContain(d);
    expect(area.Count).toBeGreaterThanOrEqual(area.Swarms.length);
    const since = Date.now() - AREA_SWARM_DAYS * 86_400_000;
    for (const s of area.Swarms) {
      expect(Object.keys(s).sort()).toEqual(
        ['CreatedAt', 'District', 'Latitude', 'Longitude', 'PlaceName', 'Status', 'SwarmID'].sort(),
      );
      expect(new Date(s.CreatedAt).getTime()).toBeGreaterThan(since);
    }
    const sorted = [...area.Swarms].sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt));
    expect(area.Swarms).toEqual(sorted);
    // Nothing of the reporters, the adopters or the reports' text.
    const body = JSON.stringify(res.body);
    for (const word of [
      'Generated reporter',
      'Generated Lane',
      '07400',
      'Generated demo swarm',
      'collector.',
    ])
      expect(body).not.toContain(word);
    for (const key of ['"Name"', '"PhoneNo"', '"Address"', '"Description"', '"AdoptedBy"', '"PostCode":"GU1'])
      expect(body).not.toContain(key);
  });

  it('takes the area from the profile only: a query string is no way to move it', async () => {
    const plain = await call<AreaSwarms>('swarmwatch', 'GET', 'beekeeper/AreaSwarms');
    const moved = await call<AreaSwarms>(
      'swarmwatch',
      'GET',
      'beekeeper/AreaSwarms?PostCode=RH4&Latitude=55.9',
    );
    if (moved.status === 200) expect(moved.body.data.Centre).toEqual(plain.body.data.Centre);
    else expect(moved.status).toBe(400);
  });

  it('is refused to the other roles (403)', async () => {
    for (const user of ['beekeeper', 'bystander', 'pesticide']) {
      const res = await call(user, 'GET', 'beekeeper/AreaSwarms');
      expect(res.status, user).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('Generated');
    }
  });
});
