import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  PesticideMsg,
  type CrmRow,
  type Mixture,
  type Product,
  type ScheduleChoices,
  type ScheduleSaved,
  type Substance,
  type TrafficLightData,
  type TreatmentField,
  type TreatmentSchedule,
} from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { adminToken } from './content-support.js';
import { expectRefused } from '../support/expect-envelope.js';
import { dayFromNow as day } from '../support/poll.js';

// Active substances (EU import), the product catalogue, tank mixes and the schedule form's
// product rule: only authorised, unexpired catalogue products (or mixes of them) are scheduled.
const api = new PortalApi(inject('baseUrl'));
const tokens: Record<string, string> = {};

/** The demo products of scripts/local/seed-pesticides.ts. */
const CYHALO = '01JD3M0PRD0000000000000001';
const TEBUCON = '01JD3M0PRD0000000000000002';
const FLUVA = '01JD3M0PRD0000000000000003';
const GLYPHO = '01JD3M0PRD0000000000000004';
const EXPIRED = '01JD3M0PRD0000000000000006';
const WITHDRAWN = '01JD3M0PRD0000000000000007';

const as = <T>(user: string, method: 'GET' | 'POST', route: string, body?: unknown) =>
  api.call<T>(method, route, { token: tokens[user], body });

beforeAll(async () => {
  tokens.admin = await adminToken(api);
  for (const u of ['pesticide', 'otherfarmer', 'beekeeper']) tokens[u] = await api.token(u);
});

describe('admin/PesticideList: the EU active substances', () => {
  it('holds the whole EU export, by name, in pages, with the function codes mapped to types', async () => {
    const first = await as<Substance[]>('admin', 'GET', 'admin/PesticideList?RecordPerPage=50');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(50);
    expect(first.body.NextToken).toBeTruthy();
    const names = first.body.data.map((s) => s.Name.toLowerCase());
    expect([...names].sort()).toEqual(names);
    const lambda = await as<Substance[]>('admin', 'GET', 'admin/PesticideList?Search=lambda-cyh');
    expect(lambda.body.data).toEqual([
      expect.objectContaining({
        SubstanceID: 'EU259',
        Name: 'lambda-Cyhalothrin',
        CasNumber: '91465-08-6',
        PesticideType: 2,
        Functions: 'IN',
        Status: 'Approved',
        ExpiryDate: '2026-08-31',
        Source: 'EU',
        BeeToxicity: 'Unknown',
      }),
    ]);
    // The second page continues after the first.
    const second = await as<Substance[]>(
      'admin',
      'GET',
      `admin/PesticideList?RecordPerPage=50&NextToken=${encodeURIComponent(first.body.NextToken!)}`,
    );
    expect(second.body.data[0]!.Name.toLowerCase() >= names.at(-1)!).toBe(true);
  });

  it('filters by type (rodenticides) and by status within the Query', async () => {
    const rodenticides = await as<Substance[]>(
      'admin',
      'GET',
      'admin/PesticideList?PesticideType=4&RecordPerPage=100',
    );
    expect(rodenticides.body.data.length).toBeGreaterThan(10);
    expect(rodenticides.body.data.every((s) => s.PesticideType === 4)).toBe(true);
    expect(rodenticides.body.data.map((s) => s.Name)).toContain('Zinc phosphide');
    const pending = await as<Substance[]>(
      'admin',
      'GET',
      'admin/PesticideList?Status=Pending&RecordPerPage=20',
    );
    expect(pending.body.data.length).toBeGreaterThan(0);
    expect(pending.body.data.every((s) => s.Status === 'Pending')).toBe(true);
  });

  it('an administrator enters bee toxicity; the class follows Atkins and products holding it turn red', async () => {
    const before = await as<Product>('admin', 'GET', `admin/GetProduct?ProductID=${GLYPHO}`);
    expect(before.body.data.TrafficLight).toBe('green');
    const glyphosate = before.body.data.Substances[0]!.SubstanceID;
    const current = (await as<Substance>('admin', 'GET', `admin/GetPesticide?SubstanceID=${glyphosate}`)).body
      .data;
    const save = (ContactLd50: number | null) =>
      as<Substance>('admin', 'POST', 'admin/AddOrUpdatePesticide', {
        SubstanceID: glyphosate,
        Name: current.Name,
        CasNumber: current.CasNumber,
        PesticideType: current.PesticideType,
        Status: current.Status,
        ExpiryDate: current.ExpiryDate,
        ContactLd50,
        OralLd50: null,
      });
    const high = await save(1.5);
    expect(high.status).toBe(200);
    expect(high.body.data).toMatchObject({ BeeToxicity: 'High', Source: 'EU' });
    expect(
      (await as<Product>('admin', 'GET', `admin/GetProduct?ProductID=${GLYPHO}`)).body.data,
    ).toMatchObject({
      TrafficLight: 'red',
      LightReasons: ['substanceHigh'],
    });
    expect((await save(null)).body.data.BeeToxicity).toBe('Unknown');
    expect(
      (await as<Product>('admin', 'GET', `admin/GetProduct?ProductID=${GLYPHO}`)).body.data.TrafficLight,
    ).toBe('green');
  });

  it('refuses a bad substance and other roles', async () => {
    const bad = await as('admin', 'POST', 'admin/AddOrUpdatePesticide', {
      Name: '',
      PesticideType: 9,
      Status: 'Approved',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.ErrorMessage).toContain(PesticideMsg.nameRequired);
    expect((await as('pesticide', 'GET', 'admin/PesticideList')).status).toBe(403);
    expect((await as('beekeeper', 'POST', 'admin/AddOrUpdatePesticide', {})).status).toBe(403);
  });
});

describe('admin/pesticideproducts and admin/addproduct', () => {
  const product = (extra: Record<string, unknown> = {}) => ({
    Name: 'Test Acaricide 50 EC',
    Country: 'GB',
    AuthorisationNumber: '97001',
    Holder: 'Test holder',
    Formulation: 'ec',
    Substances: [{ SubstanceID: 'EU1373', Concentration: 50, Unit: 'g/l' }],
    PesticideType: 2,
    ExpiryDate: day(400),
    BeeHazardStatements: ['SPe8'],
    ...extra,
  });

  it('adds a product: substances named from the list, red for SPe 8, usable until expiry', async () => {
    const res = await as<Product>('admin', 'POST', 'admin/AddOrUpdateProduct', product());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      Name: 'Test Acaricide 50 EC',
      Formulation: 'EC',
      Substances: [{ SubstanceID: 'EU1373', Name: 'tau-Fluvalinate', Concentration: 50, Unit: 'g/l' }],
      TrafficLight: 'red',
      LightReasons: ['statementRed'],
      Status: 'Authorised',
      Usable: true,
      Demo: false,
    });
    const listed = await as<Product[]>('admin', 'GET', 'admin/PesticideProducts?Search=test%20acar');
    expect(listed.body.data.map((p) => p.ProductID)).toEqual([res.body.data.ProductID]);
    // Retire: kept, no longer usable.
    const retired = await as<Product>('admin', 'POST', 'admin/RetireProduct', {
      ProductID: res.body.data.ProductID,
    });
    expect(retired.body.data).toMatchObject({ Status: 'Retired', Usable: false });
  });

  it('keeps authorisation numbers unique per country and checks their format; writes nothing', async () => {
    const taken = await as(
      'admin',
      'POST',
      'admin/AddOrUpdateProduct',
      product({ Name: 'Copy', AuthorisationNumber: '99001' }),
    );
    expectRefused(taken, 400, PesticideMsg.numberTaken);
    const format = await as(
      'admin',
      'POST',
      'admin/AddOrUpdateProduct',
      product({ Name: 'Copy', Country: 'FR', AuthorisationNumber: '12' }),
    );
    expect(format.status).toBe(400);
    expect(format.body.ErrorMessage).toContain(PesticideMsg.numberFormat);
    const none = await as(
      'admin',
      'POST',
      'admin/AddOrUpdateProduct',
      product({ Name: 'Copy', AuthorisationNumber: '97002', Substances: [] }),
    );
    expect(none.status).toBe(400);
    expect(none.body.ErrorMessage).toContain(PesticideMsg.substancesRequired);
    const copies = await as<Product[]>('admin', 'GET', 'admin/PesticideProducts?Search=copy');
    expect(copies.body.data).toEqual([]);
  });

  it('filters the catalogue: expired or withdrawn products apart from usable ones', async () => {
    const expired = await as<Product[]>(
      'admin',
      'GET',
      'admin/PesticideProducts?Availability=expired&RecordPerPage=100',
    );
    const ids = expired.body.data.map((p) => p.ProductID);
    expect(ids).toEqual(expect.arrayContaining([EXPIRED, WITHDRAWN]));
    expect(ids).not.toContain(TEBUCON);
    const red = await as<Product[]>(
      'admin',
      'GET',
      'admin/PesticideProducts?TrafficLight=red&RecordPerPage=100',
    );
    expect(red.body.data.every((p) => p.TrafficLight === 'red')).toBe(true);
    expect(red.body.data.map((p) => p.ProductID)).toContain(CYHALO);
  });

  it('is for administrators only; the farmer reads the same catalogue through the finder', async () => {
    expect((await as('pesticide', 'GET', 'admin/PesticideProducts')).status).toBe(403);
    expect((await as('pesticide', 'POST', 'admin/AddOrUpdateProduct', product())).status).toBe(403);
    const finder = await as<Product[]>(
      'pesticide',
      'GET',
      'pesticide/TreatmentsDatabase?Search=demo&RecordPerPage=100',
    );
    expect(finder.status).toBe(200);
    const expired = finder.body.data.find((p) => p.ProductID === EXPIRED)!;
    expect(expired).toMatchObject({ Usable: false });
    expect((await as('admin', 'GET', 'pesticide/TreatmentsDatabase')).status).toBe(403);
  });
});

describe('tank mixes (pesticide/SaveMixture) and the traffic light (pesticide/GetTrafficLightUrl)', () => {
  let mix: Mixture;

  it('saves a mix whose light is the worst part raised one step for a pyrethroid with an azole', async () => {
    const res = await as<Mixture>('pesticide', 'POST', 'pesticide/SaveMixture', {
      Name: 'Rape mix',
      ProductIDs: [FLUVA, TEBUCON],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    mix = res.body.data;
    // amber (apply outside bee flight) + green, raised by tau-fluvalinate + tebuconazole → red.
    expect(mix).toMatchObject({ TrafficLight: 'red', Usable: true });
    expect(mix.LightReasons).toContain('pyrethroidAzole');
    const light = await as<TrafficLightData>(
      'pesticide',
      'GET',
      `pesticide/GetTrafficLightUrl?MixtureID=${mix.MixtureID}`,
    );
    expect(light.body.data.TrafficLight).toBe('red');
    expect(light.body.data.Url).toMatch(/^data:image\/svg\+xml;base64,/);
    const one = await as<TrafficLightData>(
      'pesticide',
      'GET',
      `pesticide/GetTrafficLightUrl?ProductID=${TEBUCON}`,
    );
    expect(one.body.data).toMatchObject({ TrafficLight: 'green', Reasons: ['none'] });
  });

  it('refuses a mix with an expired product or a single product, and keeps mixes private', async () => {
    const expired = await as('pesticide', 'POST', 'pesticide/SaveMixture', {
      Name: 'Old',
      ProductIDs: [EXPIRED, TEBUCON],
    });
    expectRefused(expired, 400, PesticideMsg.productNotAuthorised);
    const single = await as('pesticide', 'POST', 'pesticide/SaveMixture', {
      Name: 'One',
      ProductIDs: [TEBUCON],
    });
    expect(single.status).toBe(400);
    expect(single.body.ErrorMessage).toContain(PesticideMsg.mixNeedsTwo);
    const mine = await as<Mixture[]>('pesticide', 'GET', 'pesticide/MyMixtures');
    expect(mine.body.data.map((m) => m.Name)).toEqual(['Rape mix']);
    expect((await as<Mixture[]>('otherfarmer', 'GET', 'pesticide/MyMixtures')).body.data).toEqual([]);
    const theirs = await as('otherfarmer', 'GET', `pesticide/GetTrafficLightUrl?MixtureID=${mix.MixtureID}`);
    expect(theirs.status).toBe(404);
    const overwrite = await as('otherfarmer', 'POST', 'pesticide/SaveMixture', {
      MixtureID: mix.MixtureID,
      Name: 'Taken',
      ProductIDs: [TEBUCON, GLYPHO],
    });
    expect(overwrite.status).toBe(404);
    expect(
      (await as('otherfarmer', 'POST', `pesticide/DeleteMixture?MixtureID=${mix.MixtureID}`)).status,
    ).toBe(404);
    expect((await as('beekeeper', 'POST', 'pesticide/SaveMixture', {})).status).toBe(403);
  });
});

describe('treatment schedules use only authorised catalogue products', () => {
  let field: TreatmentField;
  beforeAll(async () => {
    field = (
      await as<TreatmentField>('pesticide', 'POST', 'pesticide/AddOrUpdateTreatmentField', {
        Name: 'Catalogue test field',
        Latitude: 55.95,
        Longitude: -3.19,
      })
    ).body.data;
  });
  const schedule = (extra: Record<string, unknown>) =>
    as<ScheduleSaved>('pesticide', 'POST', 'pesticide/AddOrUpdateTreatmentSchedule', {
      FieldID: field.FieldID,
      TreatmentDate: day(5),
      TimeOfDay: 3,
      PesticideType: 1,
      Notes: 'catalogue test',
      Status: 1,
      ...extra,
    });

  it('offers usable products and mixes only', async () => {
    const choices = await as<ScheduleChoices>('pesticide', 'GET', 'pesticide/ScheduleProductChoices');
    const ids = choices.body.data.Products.map((p) => p.ProductID);
    expect(ids).toEqual(expect.arrayContaining([CYHALO, TEBUCON, FLUVA]));
    expect(ids).not.toContain(EXPIRED);
    expect(ids).not.toContain(WITHDRAWN);
    expect(choices.body.data.Mixtures.map((m) => m.Name)).toContain('Rape mix');
  });

  it('writes the product’s name and type from the catalogue', async () => {
    const res = await schedule({ ProductID: TEBUCON, Product: 'anything typed' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = await as<TreatmentSchedule>(
      'pesticide',
      'GET',
      `pesticide/GetTreatmentSchedule?TreatmentScheduleID=${res.body.data.TreatmentScheduleID}`,
    );
    expect(saved.body.data).toMatchObject({
      ProductID: TEBUCON,
      Product: 'DEMO Tebucon 250 EW (GB 99002)',
      PesticideType: 3,
    });
  });

  it('schedules a tank mix with its products named', async () => {
    const mixes = await as<Mixture[]>('pesticide', 'GET', 'pesticide/MyMixtures');
    const res = await schedule({ MixtureID: mixes.body.data[0]!.MixtureID });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = await as<TreatmentSchedule>(
      'pesticide',
      'GET',
      `pesticide/GetTreatmentSchedule?TreatmentScheduleID=${res.body.data.TreatmentScheduleID}`,
    );
    expect(saved.body.data.Product).toBe('Rape mix: DEMO Fluva 240 EW (99003) + DEMO Tebucon 250 EW (99002)');
  });

  it('refuses expired, withdrawn, unknown or missing products, and writes nothing', async () => {
    const list = async () =>
      (await as<TreatmentSchedule[]>('pesticide', 'GET', 'pesticide/TreatmentScheduleList')).body.data.length;
    const before = await list();
    for (const [extra, message] of [
      [{ ProductID: EXPIRED }, PesticideMsg.productNotAuthorised],
      [{ ProductID: WITHDRAWN }, PesticideMsg.productNotAuthorised],
      [{ ProductID: '01JT35TPRD00000000000000ZZ' }, PesticideMsg.productNotFound],
      [{ Product: 'Free text' }, PesticideMsg.productRequired],
      [{ ProductID: CYHALO, TreatmentDate: '2027-07-01' }, PesticideMsg.productExpiresBefore],
    ] as const) {
      const res = await schedule(extra);
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.ErrorMessage).toBe(message);
    }
    expect(await list()).toBe(before);
  });
});

describe('admin/CrmPesticides', () => {
  it('lists pesticide users with their season figures and no field locations', async () => {
    const res = await as<CrmRow[]>('admin', 'GET', 'admin/CrmPesticides?RecordPerPage=100');
    expect(res.status).toBe(200);
    const farmer = res.body.data.find((r) => r.UserName === 'pesticide')!;
    expect(farmer.Fields).toBeGreaterThanOrEqual(2);
    expect(farmer.SchedulesThisSeason).toBeGreaterThanOrEqual(2);
    // Entered now for five days ahead: at least 48 h of notice.
    expect(farmer.NoticePercent).toBeGreaterThan(0);
    expect(farmer.Status).toBe('Active');
    expect(JSON.stringify(farmer)).not.toMatch(/Latitude|Longitude/);
    expect(res.body.data.every((r) => r.UserName !== 'beekeeper')).toBe(true);
    expect((await as('pesticide', 'GET', 'admin/CrmPesticides')).status).toBe(403);
  });

  /** The CRM row of one farmer, paging through the list. */
  async function crmRowOf(userName: string): Promise<CrmRow> {
    let next: string | null | undefined;
    do {
      const query = `RecordPerPage=50${next ? `&NextToken=${encodeURIComponent(next)}` : ''}`;
      const res = await as<CrmRow[]>('admin', 'GET', `admin/CrmPesticides?${query}`);
      expect(res.status).toBe(200);
      const row = res.body.data.find((r) => r.UserName === userName);
      if (row) return row;
      next = res.body.NextToken;
    } while (next);
    throw new Error(`${userName} is not in the CRM list`);
  }

  it('shows a field and a schedule written after it, and drops a schedule moved out of the season', async () => {
    // Other files' tests write the demo farmer's fields and schedules too: the checks follow a
    // schedule dated three years ahead (the latest date), and counts only grow.
    const far = `${new Date().getUTCFullYear() + 3}-03-17`;
    const before = await crmRowOf('pesticide');
    const field = await as<TreatmentField>('pesticide', 'POST', 'pesticide/AddOrUpdateTreatmentField', {
      Name: 'CRM activity field',
      Latitude: 56.4,
      Longitude: -3.43,
    });
    expect(field.status).toBe(200);
    const saved = await as<ScheduleSaved>('pesticide', 'POST', 'pesticide/AddOrUpdateTreatmentSchedule', {
      FieldID: field.body.data.FieldID,
      TreatmentDate: day(5),
      TimeOfDay: 1,
      PesticideType: 1,
      ProductID: TEBUCON,
      Status: 1,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const edit = (extra: Record<string, unknown>) =>
      as<ScheduleSaved>('pesticide', 'POST', 'pesticide/AddOrUpdateTreatmentSchedule', {
        TreatmentScheduleID: saved.body.data.TreatmentScheduleID,
        FieldID: field.body.data.FieldID,
        TimeOfDay: 1,
        PesticideType: 1,
        ...extra,
      });
    expect((await edit({ TreatmentDate: far, Status: 1 })).status).toBe(200);
    const added = await crmRowOf('pesticide');
    expect(added.Fields).toBeGreaterThan(before.Fields);
    expect(added.SchedulesThisSeason).toBeGreaterThan(before.SchedulesThisSeason);
    expect(added.LastScheduleDate).toBe(far);

    expect((await edit({ TreatmentDate: far, Status: 3 })).status).toBe(200);
    const cancelled = await crmRowOf('pesticide');
    expect(cancelled.LastScheduleDate).toBe(far);
    expect(cancelled.Cancelled).toBeGreaterThan(added.Cancelled);

    const lastYear = `${new Date().getUTCFullYear() - 1}-06-01`;
    expect((await edit({ TreatmentDate: lastYear, Status: 3 })).status).toBe(200);
    const moved = await crmRowOf('pesticide');
    expect(moved.LastScheduleDate! < far).toBe(true);
  });
});
