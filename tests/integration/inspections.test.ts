import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  InspectionMsg,
  clearInspection,
  type Apiary,
  type ApiaryColony,
  type Colony,
  type InspectionColonyRow,
  type Inspection,
  type InspectionInput,
  type InspectorWorkspace,
  type TracingList,
} from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { expectRefused } from '../support/expect-envelope.js';

// The bee inspector's workspace (role-screens §0.2, §8.1, §8.3) against the seeded demo: the
// inspector's domain is 21 Surrey districts; a generated keeper's West Clandon apiary is a
// confirmed EFB case with an open standstill, 1.9 km from the demo beekeeper's Merrow Downs.
const api = new PortalApi(inject('baseUrl'));
let inspector = '';
let beekeeper = '';

const call = <T>(method: 'GET' | 'POST', path: string, body?: unknown, token = inspector) =>
  api.call<T>(method, path, { token, body });
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

const workspace = async () =>
  (await call<InspectorWorkspace>('GET', 'beeinspector/DomainApiaries')).body.data;
const history = async (query = `FromDate=${daysAgo(400)}&ToDate=${today}`) =>
  call<Inspection[]>('GET', `inspector/GetInspections?${query}`);

/** A complete inspection body: a clear routine visit, to be varied by each test. */
const visit = (apiaryId: string, over: Partial<InspectionInput> = {}): InspectionInput => ({
  ...clearInspection(apiaryId, today, 4, {
    VisitTime: '11:15',
    BeekeeperPresent: true,
    WeatherCode: 1,
    TemperatureC: 18,
    VarroaLevel: 'Low',
  }),
  ...over,
});

let ws: InspectorWorkspace;
const apiaryNamed = (name: string) => ws.Apiaries.find((a) => a.Name === name)!;

beforeAll(async () => {
  inspector = await api.token('inspector');
  beekeeper = await api.token('beekeeper');
  ws = await workspace();
});

describe('beeinspector/DomainApiaries', () => {
  it('lists the domain apiaries with keepers, the EFB case with its flags, and season figures', () => {
    expect(ws.DomainName).toBe('Surrey inspection area (demo)');
    const names = ws.Apiaries.map((a) => a.Name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Merrow Downs',
        'Shalford Meadow',
        'Farnham Heath',
        'West Clandon orchard (generated)',
      ]),
    );
    const clandon = apiaryNamed('West Clandon orchard (generated)');
    expect(clandon).toMatchObject({
      BeekeeperName: 'Cal Clandon (generated demo)',
      StandstillOpen: true,
      DiseaseConfirmed: 'EFB',
      LastOutcome: 'DiseaseFound',
    });
    expect(apiaryNamed('Merrow Downs')).toMatchObject({
      BeekeeperName: 'Bea Keeper',
      NearCase: true,
      Overdue: false,
    });
    // Farnham Heath, 17 km away, was never inspected: overdue and not near the case.
    expect(apiaryNamed('Farnham Heath')).toMatchObject({
      NearCase: false,
      Overdue: true,
      LastInspectionDate: null,
    });
    const efb = ws.Cases.find((c) => c.ApiaryID === clandon.ApiaryID);
    expect(efb).toMatchObject({ Disease: 'EFB', StandstillOpen: true });
    expect(ws.Figures.EfbApiaries).toBeGreaterThanOrEqual(1);
    expect(ws.Figures.StandstillsOpen).toBeGreaterThanOrEqual(1);
    // Apiaries outside the domain (the Box Hill demo apiary is in RH5, inside; none in Edinburgh).
    expect(ws.Apiaries.every((a) => /^(GU|KT|RH)\d/.test(a.AreaUnit))).toBe(true);
  });

  it('refuses every other role (403)', async () => {
    for (const [method, path] of [
      ['GET', 'beeinspector/DomainApiaries'],
      ['POST', 'inspector/SaveHiveInspection'],
      ['GET', `inspector/GetInspections?FromDate=${today}&ToDate=${today}`],
    ] as const) {
      const res = await call(
        method,
        path,
        method === 'POST' ? visit(ws.Apiaries[0]!.ApiaryID) : undefined,
        beekeeper,
      );
      expect(res.status).toBe(403);
      expect(res.body.ErrorCode).not.toBe(0);
    }
  });
});

describe('inspector/SaveHiveInspection', () => {
  it('records an inspection with EFB confirmed, a standstill and a hornet: the case joins the map and the hornet the tracking records', async () => {
    const shalford = apiaryNamed('Shalford Meadow');
    const res = await call<Inspection>(
      'POST',
      'inspector/SaveHiveInspection',
      visit(shalford.ApiaryID, {
        Reason: 'Tracing',
        GpsLatitude: 51.2151,
        GpsLongitude: -0.5652,
        EfbStatus: 'LfdPositive',
        EfbColonies: 1,
        OtherFindings: ['Chalkbrood'],
        AsianHornetSeen: true,
        SampleTaken: true,
        SampleRef: 'IT-0001',
        SampleType: 'Larvae',
        StandstillServed: true,
        StandstillServedDate: today,
        StandstillServedOn: 'Bea Keeper',
        ColoniesShookSwarmed: 1,
        Advice: 'Shook swarm the affected colony',
        FollowUpDue: daysAgo(-42),
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.ErrorMessage).toBe(InspectionMsg.saved);
    const saved = res.body.data;
    expect(saved).toMatchObject({
      ApiaryName: 'Shalford Meadow',
      BeekeeperUserName: 'beekeeper',
      InspectorUserName: 'inspector',
      Outcome: 'DiseaseFound',
      LabResult: 'Pending',
      County: 'Surrey',
    });
    expect(saved.HornetTrackingID).toMatch(/^[0-9A-Z]{26}$/);
    const hornet = await api.call<{ Record: { Description: string; Latitude: number } }>(
      'GET',
      `hornetmap/ActivityHornet?hornettrackingid=${saved.HornetTrackingID}`,
    );
    expect(hornet.status).toBe(200);
    expect(JSON.stringify(hornet.body.data)).toContain('Asian hornet seen at apiary inspection');

    const after = await workspace();
    expect(after.Cases.some((c) => c.InspectionID === saved.InspectionID && c.Disease === 'EFB')).toBe(true);
    expect(after.Apiaries.find((a) => a.ApiaryID === shalford.ApiaryID)).toMatchObject({
      StandstillOpen: true,
      DiseaseConfirmed: 'EFB',
    });

    // The laboratory confirms; then the standstill is lifted (once).
    const lab = await call<Inspection>('POST', 'inspector/RecordLabResult', {
      InspectionID: saved.InspectionID,
      LabResult: 'EFB',
      LabResultDate: today,
    });
    expect(lab.status).toBe(200);
    expect(lab.body.data).toMatchObject({
      EfbStatus: 'LabConfirmed',
      LabResult: 'EFB',
      Outcome: 'DiseaseFound',
    });
    const lift = { InspectionID: saved.InspectionID, LiftedDate: today, Reason: 'Shook swarm done' };
    const lifted = await call<Inspection>('POST', 'inspector/LiftStandstill', lift);
    expect(lifted.status).toBe(200);
    expect(lifted.body.data.StandstillLiftedDate).toBe(today);
    const again = await call('POST', 'inspector/LiftStandstill', lift);
    expectRefused(again, 400, InspectionMsg.noStandstill);

    // Closing, then editing the closed record needs a reason, which is kept.
    const edit = visit(shalford.ApiaryID, {
      ...(lab.body.data as unknown as Partial<InspectionInput>),
      InspectionID: saved.InspectionID,
      Status: 'Closed',
    });
    const body = Object.fromEntries(
      Object.keys(visit('x'))
        .concat('InspectionID')
        .map((k) => [k, (edit as Record<string, unknown>)[k]]),
    );
    const closed = await call<Inspection>('POST', 'inspector/SaveHiveInspection', body);
    expect(closed.status).toBe(200);
    expect(closed.body.data.Status).toBe('Closed');
    const noReason = await call('POST', 'inspector/SaveHiveInspection', { ...body, Advice: 'changed' });
    expectRefused(noReason, 400, InspectionMsg.editReasonRequired);
    const withReason = await call<Inspection>('POST', 'inspector/SaveHiveInspection', {
      ...body,
      Advice: 'changed',
      EditReason: 'Typo in the advice',
    });
    expect(withReason.status).toBe(200);
    expect(withReason.body.data.Edits).toEqual([
      expect.objectContaining({ By: 'inspector', Reason: 'Typo in the advice' }),
    ]);
    // The hornet record is made once only.
    expect(withReason.body.data.HornetTrackingID).toBe(saved.HornetTrackingID);
    // The controller deletes it again, so the tracking tests still count the 602 real records.
    const removed = await api.call(
      'POST',
      `beewatchagent/DeleteTrackingHistory?HornetTrackingID=${saved.HornetTrackingID}`,
      {
        token: await api.token('controller'),
      },
    );
    expect(removed.status).toBe(200);
  });

  it('refuses bad input with the spec envelope and writes nothing', async () => {
    const before = (await history()).body.data.length;
    const merrow = apiaryNamed('Merrow Downs');
    const cases: [unknown, string | null][] = [
      [visit(merrow.ApiaryID, { ColoniesInspected: 9 }), InspectionMsg.inspectedMoreThanKept],
      [visit(merrow.ApiaryID, { EfbColonies: 2 }), InspectionMsg.affectedWithoutFinding],
      [visit(merrow.ApiaryID, { ShbChecked: false, ShbFound: true }), InspectionMsg.foundNotChecked],
      [visit(merrow.ApiaryID, { StandstillServed: true }), InspectionMsg.standstillDateRequired],
      [visit(merrow.ApiaryID, { SampleTaken: true, SampleType: 'Comb' }), InspectionMsg.sampleRefRequired],
      [visit(merrow.ApiaryID, { VisitDate: daysAgo(-3) }), InspectionMsg.visitInFuture],
      [
        visit(merrow.ApiaryID, {
          StandstillServed: true,
          StandstillServedDate: today,
          StandstillServedOn: 'x',
          Status: 'Closed',
        }),
        InspectionMsg.closeWithStandstill,
      ],
      [{ ...visit(merrow.ApiaryID), Reason: 'Curiosity' }, null],
      [{ ...visit(merrow.ApiaryID), ColoniesInApiary: '4' }, null],
      [{ ...visit(merrow.ApiaryID), Extra: 1 }, null],
      [{ ...visit(merrow.ApiaryID), VisitDate: '2026-02-30' }, null],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', 'inspector/SaveHiveInspection', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.ErrorCode).not.toBe(0);
      if (message) expect(res.body.ErrorMessage).toBe(message);
    }
    expect((await history()).body.data.length).toBe(before);
  });

  it('refuses an apiary outside the domain (403) and an unknown apiary (404), writing nothing', async () => {
    const farkeeper = await api.token('farkeeper');
    const added = await api.call<Apiary>('POST', 'beekeeper/AddOrUpdateApiary', {
      token: farkeeper,
      body: { Name: 'Leith hives', PostCode: 'EH6', Latitude: 55.975, Longitude: -3.17, Hives: 2, Notes: '' },
    });
    expect(added.status).toBe(200);
    const before = (await history()).body.data.length;
    const out = await call('POST', 'inspector/SaveHiveInspection', visit(added.body.data.ApiaryID));
    expectRefused(out, 403, InspectionMsg.outOfDomain);
    const unknown = await call('POST', 'inspector/SaveHiveInspection', visit('01ARZ3NDEKTSV4RRFFQ69G5FAV'));
    expect(unknown.status).toBe(404);
    expect((await history()).body.data.length).toBe(before);
    await api.call('POST', `beekeeper/DeleteApiary?ApiaryID=${added.body.data.ApiaryID}`, {
      token: farkeeper,
    });
  });
});

describe('per-colony rows', () => {
  const row = (over: Partial<InspectionColonyRow> = {}): InspectionColonyRow => ({
    ColonyID: null,
    HiveName: 'Hive by the gate',
    QueenSeen: true,
    EggsSeen: false,
    BroodPattern: 'Patchy',
    FramesOfBees: 6,
    Stores: 'Low',
    ...over,
  });
  const keeperColonies = async () =>
    (await api.call<Colony[]>('GET', 'beekeeper/FetchUsersColnies', { token: beekeeper })).body.data;

  it('lists an apiary’s colonies for the inspector (labelled or not, never the token), for inspectors only', async () => {
    const mine = await keeperColonies();
    const colony = mine[0]!;
    const res = await call<ApiaryColony[]>('GET', `inspector/ApiaryColonies?ApiaryID=${colony.ApiaryID}`);
    expect(res.status).toBe(200);
    const names = res.body.data.map((c) => c.Name).sort();
    expect(names).toEqual(
      mine
        .filter((c) => c.ApiaryID === colony.ApiaryID)
        .map((c) => c.Name)
        .sort(),
    );
    expect(JSON.stringify(res.body.data)).not.toContain('"Token"');
    expect(res.body.data.every((c) => typeof c.Labelled === 'boolean')).toBe(true);
    const refused = await call(
      'GET',
      `inspector/ApiaryColonies?ApiaryID=${colony.ApiaryID}`,
      undefined,
      beekeeper,
    );
    expect(refused.status).toBe(403);
  });

  it('saves a labelled colony by id (named from the colony) and an unlabelled hive by name, and reads them back', async () => {
    const colony = (await keeperColonies())[0]!;
    const rows = [
      row({ ColonyID: colony.ColonyID, HiveName: '' }),
      row({ QueenSeen: false, Stores: 'Critical' }),
    ];
    const res = await call<Inspection>(
      'POST',
      'inspector/SaveHiveInspection',
      visit(colony.ApiaryID, { ColonyRows: rows }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.ColonyRows).toEqual([{ ...rows[0], HiveName: colony.Name }, { ...rows[1] }]);
    const back = await call<Inspection>(
      'GET',
      `inspector/GetInspection?InspectionID=${res.body.data.InspectionID}`,
    );
    expect(back.body.data.ColonyRows).toEqual(res.body.data.ColonyRows);
    const listed = (await history(`FromDate=${today}&ToDate=${today}&ApiaryID=${colony.ApiaryID}`)).body.data;
    expect(listed.find((i) => i.InspectionID === res.body.data.InspectionID)?.ColonyRows).toHaveLength(2);
  });

  it('refuses bad rows and a colony of another apiary with the message, writing nothing', async () => {
    const colony = (await keeperColonies())[0]!;
    const other = ws.Apiaries.find(
      (a) => a.ApiaryID !== colony.ApiaryID && a.Name === 'West Clandon orchard (generated)',
    )!;
    const before = (await history()).body.data.length;
    const cases: [unknown, number, string | null][] = [
      [visit(colony.ApiaryID, { ColonyRows: [row({ FramesOfBees: 31 })] }), 400, InspectionMsg.framesRange],
      [
        visit(colony.ApiaryID, { ColonyRows: [row({ HiveName: ' ' })] }),
        400,
        InspectionMsg.colonyOrHiveRequired,
      ],
      [
        visit(colony.ApiaryID, { ColoniesInspected: 1, ColonyRows: [row(), row({ HiveName: 'Nuc' })] }),
        400,
        InspectionMsg.colonyRowsMoreThanInspected,
      ],
      [
        visit(colony.ApiaryID, {
          ColonyRows: [row({ ColonyID: colony.ColonyID }), row({ ColonyID: colony.ColonyID })],
        }),
        400,
        InspectionMsg.colonyTwice,
      ],
      [
        visit(colony.ApiaryID, { ColonyRows: [{ ...row(), BroodPattern: 'Spotty' } as never] }),
        400,
        InspectionMsg.broodPatternRequired,
      ],
      [visit(colony.ApiaryID, { ColonyRows: [{ ...row(), Extra: 1 } as never] }), 400, null],
      // A colony of the demo beekeeper named on an inspection of another keeper's apiary.
      [
        visit(other.ApiaryID, { ColonyRows: [row({ ColonyID: colony.ColonyID })] }),
        400,
        InspectionMsg.colonyNotInApiary,
      ],
      // An id that is no colony at all.
      [
        visit(colony.ApiaryID, { ColonyRows: [row({ ColonyID: '01ARZ3NDEKTSV4RRFFQ69G5FAV' })] }),
        400,
        InspectionMsg.colonyNotInApiary,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await call('POST', 'inspector/SaveHiveInspection', body);
      expect(res.status, JSON.stringify(body).slice(-160)).toBe(status);
      expect(res.body.ErrorCode).not.toBe(0);
      if (message) expect(res.body.ErrorMessage).toBe(message);
    }
    expect((await history()).body.data.length).toBe(before);
  });

  it('keeps a recorded colony when it moves apiary later, but refuses it on a new record of its old apiary', async () => {
    const merrow = apiaryNamed('Merrow Downs');
    const shalford = apiaryNamed('Shalford Meadow');
    const keep = (apiaryId: string, colonyId: string | null = null) =>
      api.call<Colony>('POST', 'beekeeper/AddOrUpdateColony', {
        token: beekeeper,
        body: { ColonyID: colonyId, Name: 'Moved colony (integration)', ApiaryID: apiaryId },
      });
    const made = await keep(merrow.ApiaryID);
    expect(made.status).toBe(200);
    const colonyId = made.body.data.ColonyID;
    const first = await call<Inspection>(
      'POST',
      'inspector/SaveHiveInspection',
      visit(merrow.ApiaryID, { ColonyRows: [row({ ColonyID: colonyId, HiveName: '' })] }),
    );
    expect(first.status).toBe(200);
    expect((await keep(shalford.ApiaryID, colonyId)).status).toBe(200);
    const edit = await call<Inspection>('POST', 'inspector/SaveHiveInspection', {
      ...visit(merrow.ApiaryID, { ColonyRows: first.body.data.ColonyRows, Advice: 'Re-read' }),
      InspectionID: first.body.data.InspectionID,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data.ColonyRows[0]).toMatchObject({
      ColonyID: colonyId,
      HiveName: 'Moved colony (integration)',
    });
    const again = await call(
      'POST',
      'inspector/SaveHiveInspection',
      visit(merrow.ApiaryID, { ColonyRows: [row({ ColonyID: colonyId })] }),
    );
    expectRefused(again, 400, InspectionMsg.colonyNotInApiary);
  });
});

describe('history, tracing and the 3 km notice', () => {
  const seededCase = () => ws.Cases.find((c) => c.ApiaryName === 'West Clandon orchard (generated)')!;

  it('filters the history by disease, reason, open notice and inspector', async () => {
    const range = `FromDate=${daysAgo(400)}&ToDate=${today}`;
    const efb = (await history(`${range}&Disease=EFB`)).body.data;
    expect(efb.some((i) => i.InspectionID === seededCase().InspectionID)).toBe(true);
    expect(efb.every((i) => i.EfbStatus !== 'None')).toBe(true);
    expect(efb.find((i) => i.InspectionID === seededCase().InspectionID)?.BeekeeperName).toBe(
      'Cal Clandon (generated demo)',
    );
    const routine = (await history(`${range}&Reason=Routine`)).body.data;
    expect(routine.length).toBeGreaterThan(0);
    expect(routine.every((i) => i.Reason === 'Routine')).toBe(true);
    const open = (await history(`${range}&NoticeOpen=true`)).body.data;
    expect(open.every((i) => i.StandstillServed && !i.StandstillLiftedDate)).toBe(true);
    expect(open.some((i) => i.InspectionID === seededCase().InspectionID)).toBe(true);
    const bad = await history(`FromDate=${today}&ToDate=${daysAgo(3)}`);
    expect(bad.status).toBe(400);
  });

  it('lists the apiaries within 3 km of the case, nearest first, without the case apiary', async () => {
    const res = await call<TracingList>(
      'GET',
      `inspector/TracingList?InspectionID=${seededCase().InspectionID}`,
    );
    expect(res.status).toBe(200);
    const names = res.body.data.Apiaries.map((a) => a.Name);
    expect(names).toContain('Merrow Downs');
    expect(names).not.toContain('West Clandon orchard (generated)');
    const merrow = res.body.data.Apiaries.find((a) => a.Name === 'Merrow Downs')!;
    expect(merrow.DistanceM).toBeGreaterThan(1_500);
    expect(merrow.DistanceM).toBeLessThan(2_500);
    const distances = res.body.data.Apiaries.map((a) => a.DistanceM);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // A record that is no case is refused.
    const routine = (await history(`FromDate=${daysAgo(400)}&ToDate=${today}&Reason=Routine`)).body.data[0]!;
    const notCase = await call('GET', `inspector/TracingList?InspectionID=${routine.InspectionID}`);
    expectRefused(notCase, 400, InspectionMsg.notCase);
  });

  it('tells the beekeepers within 3 km once, by distance band, never naming the diseased apiary', async () => {
    const subject = 'European foulbrood (EFB) confirmed near your apiary';
    const sent = async () =>
      (await api.outbox()).filter((m) => m.channel === 'email' && (m.subject ?? '').includes(subject));
    const res = await call<{ Notified: number }>('POST', 'inspector/NotifyBeekeepersNear', {
      InspectionID: seededCase().InspectionID,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.Notified).toBeGreaterThanOrEqual(1);
    let emails = await sent();
    for (let n = 0; n < 50 && !emails.some((m) => m.to.includes('beekeeper@bee.watch.local')); n++) {
      await new Promise((r) => setTimeout(r, 150));
      emails = await sent();
    }
    const mine = emails.filter((m) => m.to.includes('beekeeper@bee.watch.local'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toContain('between 1 and 2 km');
    expect(mine[0]!.body).not.toMatch(/Clandon/);
    expect(emails.some((m) => m.to.includes('insp.keeper.clandon@bee.watch.local'))).toBe(false);
    const after = (await workspace()).Cases.find((c) => c.InspectionID === seededCase().InspectionID)!;
    expect(after.NeighboursNotifiedAt).not.toBeNull();
  });
});
