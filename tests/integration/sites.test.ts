import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createPrivateKey } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  Apiary,
  HornetMapData,
  ScheduleSaved,
  SprayNotification,
  TreatmentField,
  TreatmentSchedule,
} from '@beewatch/shared';
import { TEST_NEST as NEST, sightingsOf } from '../support/flight-lines.js';
import { haversineMetres } from '../../functions/src/geo/haversine.js';
import { PortalApi } from '../support/api.js';
import { DEMO_CASE_KEEPER } from '../../scripts/local/seed-inspections.js';
import { TEST_PRODUCTS } from './pesticide-products.js';
import { expectRefused } from '../support/expect-envelope.js';
import { dayFromNow as day, pollUntil } from '../support/poll.js';

const api = new PortalApi(inject('baseUrl'));
const tokens: Record<string, string> = {};
const createdRecords: string[] = [];

/** The test field: 640 m from the demo bystander's GU1 home, 1.6 km from the demo beekeeper's Merrow Downs. */
const FIELD = { Latitude: 51.247, Longitude: -0.558 };

type Outbox = Awaited<ReturnType<PortalApi['outbox']>>;

/** Outbox messages whose text contains `marker`, waiting until `count` are there (alerts are async). */
const messagesWith = (marker: string, count: number, timeoutMs = 10_000): Promise<Outbox> =>
  pollUntil(
    async () =>
      (await api.outbox()).filter(
        (m) => m.channel !== 'topic' && `${m.subject ?? ''}\n${m.body}`.includes(marker),
      ),
    (found) => found.length >= count,
    timeoutMs,
  );

const call = <T>(user: string, method: 'GET' | 'POST', route: string, body?: unknown) =>
  api.call<T>(method, route, { token: tokens[user], body });

beforeAll(async () => {
  for (const u of [
    'beekeeper',
    'pesticide',
    'spraylaison',
    'controller',
    'inspector',
    'bystander',
    'farkeeper',
    'fullkeeper',
    'otherfarmer',
    'nearkeeper',
  ])
    tokens[u] = await api.token(u);
  // Apiaries of the other test beekeepers: one 8.4 km east of the field (alerted), one 11.4 km north (not).
  await call('nearkeeper', 'POST', 'beekeeper/AddOrUpdateApiary', {
    Name: 'East Clandon',
    Latitude: 51.247,
    Longitude: -0.437,
  });
  await call('farkeeper', 'POST', 'beekeeper/AddOrUpdateApiary', {
    Name: 'Woking Common',
    Latitude: 51.3495,
    Longitude: -0.558,
  });
});

afterAll(async () => {
  for (const id of createdRecords)
    await call('controller', 'POST', `beewatchagent/DeleteTrackingHistory?HornetTrackingID=${id}`);
});

describe('apiaries', () => {
  it('lets a beekeeper add, list and edit their own apiary', async () => {
    const added = await call<Apiary>('beekeeper', 'POST', 'beekeeper/AddOrUpdateApiary', {
      Name: 'Test orchard',
      Latitude: 51.25,
      Longitude: -0.57,
      Hives: 3,
      Notes: 'by the gate',
    });
    expect(added.status).toBe(200);
    expect(added.body.ErrorMessage).toBe('Data saved');
    const id = added.body.data.ApiaryID;
    const edited = await call<Apiary>('beekeeper', 'POST', 'beekeeper/AddOrUpdateApiary', {
      ApiaryID: id,
      Name: 'Test orchard (moved)',
      Latitude: 51.251,
      Longitude: -0.571,
      Hives: 4,
    });
    expect(edited.body.data).toMatchObject({ ApiaryID: id, Name: 'Test orchard (moved)', Hives: 4 });
    const list = await call<Apiary[]>('beekeeper', 'GET', 'beekeeper/MyApiaries');
    expect(list.body.data.find((a) => a.ApiaryID === id)?.Latitude).toBe(51.251);
    expect(list.body.data.map((a) => a.Name)).toEqual(
      expect.arrayContaining(['Merrow Downs', 'Test orchard (moved)']),
    );
    await call('beekeeper', 'POST', `beekeeper/DeleteApiary?ApiaryID=${id}`);
  });

  it.each([
    [{ Name: 'Nowhere', Latitude: 91, Longitude: 0 }, 'Invalid coordinates'],
    [{ Name: 'Nowhere', Latitude: 51, Longitude: -181 }, 'Invalid coordinates'],
    [{ Name: 'Nowhere', Latitude: 'north', Longitude: 0 }, 'Invalid coordinates'],
    [{ Name: '', Latitude: 51, Longitude: 0 }, 'Please enter a name'],
  ])('refuses %j with a clear message and writes nothing', async (body, message) => {
    const before = (await call<Apiary[]>('beekeeper', 'GET', 'beekeeper/MyApiaries')).body.data.length;
    const res = await call('beekeeper', 'POST', 'beekeeper/AddOrUpdateApiary', body);
    expect(res.status).toBe(400);
    expect(res.body.ErrorCode).toBe(1);
    expect(res.body.ErrorMessage).toContain(message);
    expect((await call<Apiary[]>('beekeeper', 'GET', 'beekeeper/MyApiaries')).body.data).toHaveLength(before);
  });

  it("never shows, edits or deletes another beekeeper's apiary", async () => {
    const theirs = (await call<Apiary[]>('nearkeeper', 'GET', 'beekeeper/MyApiaries')).body.data[0]!;
    const read = await call('beekeeper', 'GET', `beekeeper/GetApiary?ApiaryID=${theirs.ApiaryID}`);
    expect(read.status).toBe(404);
    const edit = await call('beekeeper', 'POST', 'beekeeper/AddOrUpdateApiary', {
      ...theirs,
      Name: 'Mine now',
    });
    expectRefused(edit, 404, 'Apiary not found');
    expect(
      (await call('beekeeper', 'POST', `beekeeper/DeleteApiary?ApiaryID=${theirs.ApiaryID}`)).status,
    ).toBe(404);
    expect((await call<Apiary[]>('nearkeeper', 'GET', 'beekeeper/MyApiaries')).body.data[0]).toEqual(theirs);
  });

  it('stops a professional beekeeper at 25 apiaries (spec §9), writing nothing for the 26th', async () => {
    for (let i = 1; i <= 25; i += 1) {
      const res = await call('fullkeeper', 'POST', 'beekeeper/AddOrUpdateApiary', {
        Name: `Site ${i}`,
        Latitude: 50 + i / 100,
        Longitude: 1,
      });
      expect(res.status).toBe(200);
    }
    const extra = await call('fullkeeper', 'POST', 'beekeeper/AddOrUpdateApiary', {
      Name: 'Site 26',
      Latitude: 50.9,
      Longitude: 1,
    });
    expectRefused(extra, 409, 'A professional beekeeper may have 25 apiaries');
    const list = (await call<Apiary[]>('fullkeeper', 'GET', 'beekeeper/MyApiaries')).body.data;
    expect(list).toHaveLength(25);
    // Deleting one frees a place; editing at the limit is still allowed.
    expect(
      (await call('fullkeeper', 'POST', `beekeeper/DeleteApiary?ApiaryID=${list[0]!.ApiaryID}`)).status,
    ).toBe(200);
    expect(
      (
        await call('fullkeeper', 'POST', 'beekeeper/AddOrUpdateApiary', {
          Name: 'Site 26',
          Latitude: 50.9,
          Longitude: 1,
        })
      ).status,
    ).toBe(200);
    expect(
      (await call('fullkeeper', 'POST', 'beekeeper/AddOrUpdateApiary', { ...list[1], Name: 'Renamed' }))
        .status,
    ).toBe(200);
  });
});

describe('treatment schedules and spray alerts', () => {
  let field: TreatmentField;

  beforeAll(async () => {
    const res = await call<TreatmentField>('pesticide', 'POST', 'pesticide/AddOrUpdateTreatmentField', {
      Name: 'Test barley',
      ...FIELD,
    });
    field = res.body.data;
  });

  const schedule = (product: keyof typeof TEST_PRODUCTS, extra: Record<string, unknown> = {}) =>
    call<ScheduleSaved>('pesticide', 'POST', 'pesticide/AddOrUpdateTreatmentSchedule', {
      FieldID: field.FieldID,
      TreatmentDate: day(4),
      TimeOfDay: 1,
      PesticideType: 3,
      ProductID: TEST_PRODUCTS[product],
      Notes: '',
      Status: 1,
      ...extra,
    });

  it('alerts beekeepers within 10 km and bystanders within 1 km, each once, without the farmer', async () => {
    const res = await schedule('Product-A1');
    expect(res.status).toBe(200);
    // The demo beekeeper, nearkeeper and the seeded inspection case's generated keeper (West
    // Clandon, 3.5 km away) are within 10 km; the bystander within 1 km.
    expect(res.body.data).toMatchObject({ Version: 1, BeekeepersAlerted: 3, BystandersAlerted: 1 });
    // Each of them by email; the bystander, nearkeeper and the generated keeper have mobiles.
    const got = await messagesWith('Product-A1', 7);
    const emails = got
      .filter((m) => m.channel === 'email')
      .map((m) => m.to[0])
      .sort();
    const sms = got
      .filter((m) => m.channel === 'sms')
      .map((m) => m.to[0])
      .sort();
    expect(emails).toEqual([
      'beekeeper@bee.watch.local',
      'bystander@bee.watch.local',
      `${DEMO_CASE_KEEPER}@bee.watch.local`,
      'nearkeeper@bee.watch.local',
    ]);
    expect(sms).toEqual(['+447400100123', '+447700900456', '+447700900733']);
    for (const m of got) {
      expect(m.body).not.toMatch(/Pat Farmer|pesticide@|Test barley/);
      // The type is the catalogue product's (the test products are fungicides on tebuconazole).
      expect(m.body).toContain('Fungicide');
    }
    const bee = got.find((m) => m.to[0] === 'beekeeper@bee.watch.local')!;
    expect(bee.subject).toMatch(
      /^Spray notification: Fungicide, .* \(Morning\) \/ Avis de pulvérisation : Fongicide/,
    );
    // Distance and direction from their own nearest apiary; nobody else's apiary is named.
    expect(bee.body).toContain('about 1.6 km west of your apiary "Merrow Downs"');
    expect(bee.body).toContain("à environ 1.6 km à l'ouest de votre rucher « Merrow Downs »");
    const near = got.find((m) => m.to[0] === 'nearkeeper@bee.watch.local')!;
    expect(near.body).toContain('8.4 km west of your apiary "East Clandon"');
    expect(near.body).not.toContain('Merrow');
    const home = got.find((m) => m.to[0] === 'bystander@bee.watch.local')!;
    expect(home.body).toContain('of your home (GU1)');
    expect((await api.outbox()).some((m) => m.to.includes('farkeeper@bee.watch.local'))).toBe(false);
  });

  it('alerts again on a change and on a cancellation, not on a notes-only edit', async () => {
    const first = await schedule('Product-B2');
    const id = first.body.data.TreatmentScheduleID;
    await messagesWith('Product-B2', 7);
    const notes = await schedule('Product-B2', { TreatmentScheduleID: id, Notes: 'wind below 10 km/h' });
    expect(notes.body.data).toMatchObject({ Version: 2, BeekeepersAlerted: 0, BystandersAlerted: 0 });
    const moved = await schedule('Product-B2', {
      TreatmentScheduleID: id,
      TreatmentDate: day(6),
      TimeOfDay: 3,
      Notes: 'wind below 10 km/h',
    });
    expect(moved.body.data).toMatchObject({ Version: 3, BeekeepersAlerted: 3, BystandersAlerted: 1 });
    const afterChange = await messagesWith('Product-B2', 14);
    const changed = afterChange.filter((m) => m.subject?.startsWith('Spray notification changed'));
    expect(changed.map((m) => m.to[0]).sort()).toEqual([
      'beekeeper@bee.watch.local',
      'bystander@bee.watch.local',
      `${DEMO_CASE_KEEPER}@bee.watch.local`,
      'nearkeeper@bee.watch.local',
    ]);
    expect(
      afterChange.filter((m) => m.channel === 'sms' && m.body.includes('spray notification changed')),
    ).toHaveLength(3);
    const cancel = await schedule('Product-B2', {
      TreatmentScheduleID: id,
      TreatmentDate: day(6),
      TimeOfDay: 3,
      Notes: 'wind below 10 km/h',
      Status: 3,
    });
    expect(cancel.body.data.Version).toBe(4);
    const all = await messagesWith('Product-B2', 21);
    const cancelled = all.filter((m) => m.subject?.startsWith('Spray notification cancelled'));
    expect(cancelled.find((m) => m.to[0] === 'bystander@bee.watch.local')?.body).toContain('CANCELLED');
    expect(all.filter((m) => m.channel === 'email')).toHaveLength(12);
    const saved = await call<TreatmentSchedule>(
      'pesticide',
      'GET',
      `pesticide/GetTreatmentSchedule?TreatmentScheduleID=${id}`,
    );
    expect(saved.body.data).toMatchObject({ Status: 3, Version: 4, Notes: 'wind below 10 km/h' });
    // The liaison sees it by date, with its status and no owner.
    const list = await call<SprayNotification[]>(
      'spraylaison',
      'GET',
      `beewatchagent/SprayNotificationList?FromDate=${day(0)}&ToDate=${day(30)}`,
    );
    const seen = list.body.data.find((n) => n.SprayNotificationID === id)!;
    expect(seen).toMatchObject({
      Status: 3,
      Product: expect.stringContaining('Product-B2'),
      TreatmentDate: day(6),
    });
    expect(JSON.stringify(seen)).not.toContain('pesticide');
  });

  it('refuses a field another pesticide user owns, writing nothing', async () => {
    const theirs = await call<TreatmentField>('otherfarmer', 'POST', 'pesticide/AddOrUpdateTreatmentField', {
      Name: 'Their field',
      ...FIELD,
    });
    const before = (await call<TreatmentSchedule[]>('pesticide', 'GET', 'pesticide/TreatmentScheduleList'))
      .body.data.length;
    const res = await call('pesticide', 'POST', 'pesticide/AddOrUpdateTreatmentSchedule', {
      FieldID: theirs.body.data.FieldID,
      TreatmentDate: day(3),
      TimeOfDay: 1,
      PesticideType: 1,
      ProductID: TEST_PRODUCTS['Product-X'],
      Status: 1,
    });
    expectRefused(res, 404, 'Field not found');
    const rename = await call('pesticide', 'POST', 'pesticide/AddOrUpdateTreatmentField', {
      ...theirs.body.data,
      Name: 'Mine',
    });
    expect(rename.status).toBe(404);
    expect(
      (await call<TreatmentSchedule[]>('pesticide', 'GET', 'pesticide/TreatmentScheduleList')).body.data,
    ).toHaveLength(before);
    expect(
      (await call<TreatmentField[]>('otherfarmer', 'GET', 'pesticide/TreatmentFieldList')).body.data[0]!.Name,
    ).toBe('Their field');
    expect((await api.outbox()).some((m) => m.body.includes('Product-X'))).toBe(false);
  });

  it.each([
    [{ TimeOfDay: 5 }, 'Invalid time of day'],
    [{ PesticideType: 7 }, 'Invalid pesticide type'],
    [{ Status: 9 }, 'Invalid treatment status'],
    [{ TreatmentDate: '2026-02-30' }, 'Invalid date'],
    [{ TreatmentDate: '2020-01-01' }, 'A pending treatment cannot be in the past'],
  ])('refuses %j', async (extra, message) => {
    const res = await schedule('Product-bad', extra);
    expect(res.status).toBe(400);
    expect(res.body.ErrorMessage).toContain(message);
  });

  it('lists the week and the pesticide map of the caller only', async () => {
    const week = await call<TreatmentSchedule[]>(
      'pesticide',
      'GET',
      `pesticide/TreatmentScheduleList?FromDate=${day(0)}&ToDate=${day(6)}`,
    );
    expect(week.body.data.length).toBeGreaterThan(0);
    expect(week.body.data.every((s) => s.TreatmentDate >= day(0) && s.TreatmentDate <= day(6))).toBe(true);
    const map = await call<{ Fields: TreatmentField[]; Notifications: SprayNotification[] }>(
      'pesticide',
      'GET',
      'pesticide/SprayMap',
    );
    expect(map.body.data.Fields.map((f) => f.Name)).toContain('Test barley');
    expect(map.body.data.Fields.map((f) => f.Name)).not.toContain('Their field');
    const bad = await call(
      'pesticide',
      'GET',
      `pesticide/TreatmentScheduleList?FromDate=${day(5)}&ToDate=${day(1)}`,
    );
    expect(bad.status).toBe(400);
  });
});

describe('hornet maps', () => {
  // A made-up nest 1.3 km north-east of GU1 and three sightings looking at it (magnetic bearings).
  let bystanderSub = '';
  let ids: string[] = [];

  beforeAll(async () => {
    bystanderSub = String(decodeJwt(tokens.bystander!).sub);
    const category = (await call<{ CategoryID: string }[]>('inspector', 'GET', 'mobile/GetCategoryList')).body
      .data[0]!.CategoryID;
    ids = [];
    for (const body of sightingsOf(NEST, category, 'Test flight line')) {
      const res = await call<{ HornetTrackingID: string }>(
        'inspector',
        'POST',
        'mobile/CreateTrackingRecord',
        body,
      );
      expect(res.status).toBe(200);
      ids.push(res.body.data.HornetTrackingID);
      createdRecords.push(res.body.data.HornetTrackingID);
    }
  });

  it('opens hornet/{UserID} on the post code with notifications, arrows and a nest estimate within 10 km', async () => {
    const res = await api.call<HornetMapData>(
      'GET',
      `hornetmap/SprayNotificationOpen?UserID=${bystanderSub}`,
    );
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      CenterSource: 'PostCode',
      PostCode: 'GU1',
      RadiusM: 10_000,
      CenterLatitude: 51.24255,
    });
    expect(d.Notifications.length).toBeGreaterThan(0);
    expect(d.Notifications.every((n) => n.Status !== 3 && n.DistanceM <= 10_000)).toBe(true);
    expect(JSON.stringify(d)).not.toMatch(/pesticide|Pat Farmer|OwnerUserName|CreatedByUserName/);
    const mine = d.Hornets.filter((h) => ids.includes(h.HornetTrackingID));
    expect(mine).toHaveLength(3);
    expect(mine.every((h) => h.CalculateLatitude !== null)).toBe(true);
    const estimate = d.Estimates.find((e) => ids.every((id) => e.HornetTrackingIDs.includes(id)))!;
    expect(estimate.LineCount).toBe(3);
    expect(haversineMetres(estimate.Latitude, estimate.Longitude, NEST.lat, NEST.lon)).toBeLessThan(25);
    // No Swiss GBIF records 900 km away.
    expect(d.Hornets.every((h) => h.DistanceM <= 10_000)).toBe(true);
  });

  it('answers an unknown user id with not found', async () => {
    const res = await api.call(
      'GET',
      'hornetmap/SprayNotificationOpen?UserID=00000000-0000-0000-0000-000000000000',
    );
    expect(res.status).toBe(404);
    expect(res.body.data).toBeNull();
  });

  describe('hornetpathapp', () => {
    const body = (token: string, over: Record<string, unknown> = {}) => ({
      UserID: String(decodeJwt(tokens.bystander!).sub),
      Token: token,
      UserName: 'bystander',
      UserLat: 51.25,
      UserLng: -0.56,
      ...over,
    });

    it('shows the map around the given position for the token’s own user', async () => {
      const res = await api.call<HornetMapData>('POST', 'hornetmap/SprayNotification', {
        body: body(tokens.bystander!),
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        CenterSource: 'Position',
        CenterLatitude: 51.25,
        CenterLongitude: -0.56,
      });
      expect(res.body.data.Hornets.filter((h) => ids.includes(h.HornetTrackingID))).toHaveLength(3);
    });

    it('refuses a forged token (401), showing nothing', async () => {
      const [h, p, s] = tokens.bystander!.split('.');
      const forged = `${h}.${p}.${s!.slice(0, -4)}${s!.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
      const res = await api.call('POST', 'hornetmap/SprayNotification', { body: body(forged) });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ ErrorCode: 2, data: null });
      expect(res.body.ErrorMessage).toBe(
        'The token is invalid or has expired. Please sign in to the app again',
      );
    });

    it('refuses an expired token signed by the pool’s own key (401)', async () => {
      const claims = decodeJwt(tokens.bystander!);
      const pem = JSON.parse(
        readFileSync(path.resolve('node_modules/cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8'),
      ) as { pem: string; jwk: { kid?: string } };
      const past = Math.floor(Date.now() / 1000) - 7200;
      const expired = await new SignJWT({ ...claims, iat: past, exp: past + 3600 })
        .setProtectedHeader({ alg: 'RS256', kid: pem.jwk?.kid ?? 'CognitoLocal' })
        .sign(createPrivateKey(pem.pem));
      const res = await api.call('POST', 'hornetmap/SprayNotification', { body: body(expired) });
      expect(res.status).toBe(401);
    });

    it("refuses a user id or name that is not the token's (403)", async () => {
      const wrongName = await api.call('POST', 'hornetmap/SprayNotification', {
        body: body(tokens.bystander!, { UserName: 'beekeeper' }),
      });
      expectRefused(wrongName, 403, 'The user id or name does not match the token');
      const othersToken = await api.call('POST', 'hornetmap/SprayNotification', {
        body: body(tokens.beekeeper!),
      });
      expect(othersToken.status).toBe(403);
      expect(othersToken.body.data).toBeNull();
    });

    it('refuses invalid coordinates', async () => {
      const res = await api.call('POST', 'hornetmap/SprayNotification', {
        body: body(tokens.bystander!, { UserLat: 95 }),
      });
      expect(res.status).toBe(400);
      expect(res.body.ErrorMessage).toContain('Invalid coordinates');
    });
  });

  it('shows one hornet activity with its arrow and the estimate it takes part in; type defaults to 2', async () => {
    const res = await api.call<{
      Hornet: { CalculateLatitude: number };
      Type: number;
      Lines: unknown[];
      Estimates: { LineCount: number }[];
    }>('GET', `hornetmap/ActivityHornet?hornettrackingid=${ids[0]}`);
    expect(res.status).toBe(200);
    expect(res.body.data.Type).toBe(2);
    expect(res.body.data.Lines).toHaveLength(1);
    expect(res.body.data.Estimates[0]!.LineCount).toBe(3);
    expect(JSON.stringify(res.body.data)).not.toContain('inspector');
    expect(
      (await api.call('GET', 'hornetmap/ActivityHornet?hornettrackingid=01ARZ3NDEKTSV4RRFFQ69G5FAV')).status,
    ).toBe(404);
    expect((await api.call('GET', 'hornetmap/ActivityHornet?hornettrackingid=nope')).status).toBe(400);
  });

  it('gives the controller the flight lines and nest estimate of selected records', async () => {
    const res = await call<{
      Lines: { TrueBearing: number; DeclinationDeg: number }[];
      Estimates: { Latitude: number; Longitude: number; LineCount: number; SemiMajorM: number }[];
    }>('controller', 'POST', 'beewatchagent/FlightLines', { IDs: ids });
    expect(res.body.data.Lines).toHaveLength(3);
    expect(res.body.data.Lines[0]!.DeclinationDeg).toBeGreaterThan(0);
    const [e] = res.body.data.Estimates;
    expect(e!.LineCount).toBe(3);
    expect(haversineMetres(e!.Latitude, e!.Longitude, NEST.lat, NEST.lon)).toBeLessThan(25);
    expect((await call('beekeeper', 'POST', 'beewatchagent/FlightLines', { IDs: ids })).status).toBe(403);
  });

  it('refuses a bearing outside 0–360 on a new record, creating nothing', async () => {
    const category = (await call<{ CategoryID: string }[]>('inspector', 'GET', 'mobile/GetCategoryList')).body
      .data[0]!.CategoryID;
    const res = await call('inspector', 'POST', 'mobile/CreateTrackingRecord', {
      Latitude: 51.25,
      Longitude: -0.56,
      CompassDegree: 400,
      CategoryID: category,
      Description: 'x',
      CreatedDate: new Date().toISOString(),
    });
    expect(res.status).toBe(400);
    const map = await api.call<HornetMapData>(
      'GET',
      `hornetmap/SprayNotificationOpen?UserID=${bystanderSub}`,
    );
    expect(map.body.data.Hornets.filter((h) => h.Notes === 'x')).toHaveLength(0);
  });
});
