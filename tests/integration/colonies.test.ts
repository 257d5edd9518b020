import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ColonyMsg,
  DEFAULT_IMPORT_COLUMNS,
  type Apiary,
  type Colony,
  type ColonyRecord,
  type ImportTemplate,
  type QrBatch,
  type QrLabel,
} from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { adminToken } from './content-support.js';
import { expectRefused } from '../support/expect-envelope.js';

// Colonies and QR labels (role-screens §1.11, §1.12, §1.14, §5.4, §5.5): the Administrator's
// batches, reprints and replacements and the import template; the beekeeper's colonies, labels,
// log, import and medicine record — each refused to the wrong role and to another beekeeper.
const api = new PortalApi(inject('baseUrl'));
let admin = '';
let keeper = '';
/** A second professional beekeeper of the integration stack (tests/integration/sites-users.ts). */
let other = '';
let myApiary = '';
let otherApiary = '';

const as = <T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
  api.call<T>(method, path, { token, body });

async function newColony(token: string, apiaryId: string, name: string): Promise<Colony> {
  const res = await as<Colony>(token, 'POST', 'beekeeper/AddOrUpdateColony', {
    Name: name,
    ApiaryID: apiaryId,
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function newBatch(count: number, assignedTo = 'beekeeper') {
  const res = await as<{ Batch: QrBatch; Labels: QrLabel[] }>(admin, 'POST', 'admin/GenerateQrBatch', {
    Count: count,
    AssignedTo: assignedTo,
    Note: 'integration test batch',
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

const record = (token: string, colonyId: string) =>
  as<ColonyRecord>(token, 'GET', `beekeeper/ColonyRecord?ColonyID=${colonyId}`);

beforeAll(async () => {
  admin = await adminToken(api);
  keeper = await api.token('beekeeper');
  other = await api.token('farkeeper');
  myApiary = (await as<Apiary[]>(keeper, 'GET', 'beekeeper/MyApiaries')).body.data[0]!.ApiaryID;
  // The other beekeeper's apiary far from every spray test (Edinburgh).
  const added = await as<Apiary>(other, 'POST', 'beekeeper/AddOrUpdateApiary', {
    Name: 'Colonies test apiary',
    PostCode: null,
    Latitude: 55.95,
    Longitude: -3.19,
    Hives: 2,
    Notes: '',
  });
  otherApiary = added.body.data.ApiaryID;
});

describe('admin QR label batches', () => {
  it('generates unguessable unique tokens, lists the batch and its labels, counts prints', async () => {
    const { Batch, Labels } = await newBatch(5);
    expect(Batch).toMatchObject({ Count: 5, AssignedTo: 'beekeeper', Linked: 0, PrintedCount: 0 });
    expect(Labels).toHaveLength(5);
    for (const l of Labels) expect(l.Token).toMatch(/^[a-z2-7]{24}$/);
    expect(new Set(Labels.map((l) => l.Token)).size).toBe(5);
    const list = await as<QrBatch[]>(admin, 'GET', 'admin/QrBatchList');
    expect(list.body.data[0]!.BatchID).toBe(Batch.BatchID);
    const printed = await as<QrBatch>(admin, 'POST', `admin/MarkQrBatchPrinted?BatchID=${Batch.BatchID}`);
    expect(printed.body.data.PrintedCount).toBe(1);
    const labels = await as<{ Labels: QrLabel[] }>(
      admin,
      'GET',
      `admin/QrBatchLabels?BatchID=${Batch.BatchID}`,
    );
    expect(labels.body.data.Labels.every((l) => l.TimesPrinted === 1)).toBe(true);
  });

  it('the demo seed has a batch issued to the demo beekeeper', async () => {
    const list = await as<QrBatch[]>(admin, 'GET', 'admin/QrBatchList');
    expect(
      list.body.data.some((b) => b.Note.startsWith('Generated demo data') && b.AssignedTo === 'beekeeper'),
    ).toBe(true);
  });

  it('refuses bad input and a non-beekeeper assignee, writing no batch', async () => {
    const before = (await as<QrBatch[]>(admin, 'GET', 'admin/QrBatchList')).body.data.length;
    for (const Count of [0, 501]) {
      const res = await as(admin, 'POST', 'admin/GenerateQrBatch', { Count });
      expectRefused(res, 400, 'Number of labels: 1 to 500');
    }
    const wrongType = await as(admin, 'POST', 'admin/GenerateQrBatch', { Count: '3' });
    expect(wrongType.status).toBe(400);
    const farmer = await as(admin, 'POST', 'admin/GenerateQrBatch', { Count: 2, AssignedTo: 'pesticide' });
    expectRefused(farmer, 400, ColonyMsg.beekeeperNotFound);
    expect((await as<QrBatch[]>(admin, 'GET', 'admin/QrBatchList')).body.data).toHaveLength(before);
  });

  it('is for Administrators only (403 for the beekeeper; the label search too)', async () => {
    expect((await as(keeper, 'POST', 'admin/GenerateQrBatch', { Count: 1 })).status).toBe(403);
    keeper = await api.token('beekeeper');
    expect((await as(keeper, 'GET', 'admin/SearchQrLabels?By=beekeeper&Value=beekeeper')).status).toBe(403);
    keeper = await api.token('beekeeper');
  });

  it('voids the unused labels of a batch, and a void label cannot be linked', async () => {
    const { Batch, Labels } = await newBatch(2);
    const voided = await as<QrBatch>(admin, 'POST', `admin/VoidUnusedQr?BatchID=${Batch.BatchID}`);
    expect(voided.body.data.Voided).toBe(2);
    const colony = await newColony(keeper, myApiary, 'Void test colony');
    const res = await as(keeper, 'POST', 'beekeeper/LinkQrLabel', {
      Token: Labels[0]!.Token,
      ColonyID: colony.ColonyID,
    });
    expectRefused(res, 409, ColonyMsg.labelVoid);
    expect((await record(keeper, colony.ColonyID)).body.data.Colony.Token).toBeNull();
  });
});

describe('the beekeeper links labels to colonies', () => {
  it('adds a colony in an own apiary, links a typed label, and opens it by the label', async () => {
    const { Labels } = await newBatch(2);
    const colony = await newColony(keeper, myApiary, 'Integration hive');
    const linked = await as<Colony>(keeper, 'POST', 'beekeeper/LinkQrLabel', {
      Token: Labels[0]!.Token.toUpperCase(),
      ColonyID: colony.ColonyID,
    });
    expect(linked.status).toBe(200);
    expect(linked.body.data.Token).toBe(Labels[0]!.Token);
    const colonies = await as<Colony[]>(keeper, 'GET', 'beekeeper/FetchUsersColnies');
    expect(colonies.body.data.find((c) => c.ColonyID === colony.ColonyID)?.Token).toBe(Labels[0]!.Token);
    // The QR encodes the portal URL of the colony page; either the URL or the token opens it.
    const url = `http://localhost/beekeeper/treatmenthistoryfromcolonyimage?token=${Labels[0]!.Token}`;
    const opened = await as<ColonyRecord>(
      keeper,
      'GET',
      `beekeeper/ColonyByToken?Token=${encodeURIComponent(url)}`,
    );
    expect(opened.status).toBe(200);
    expect(opened.body.data.Colony.Name).toBe('Integration hive');
  });

  it('refuses a label linked elsewhere, a colony with a label, another keeper’s label, an unknown one', async () => {
    const { Labels } = await newBatch(2);
    const a = await newColony(keeper, myApiary, 'Refusal hive A');
    const b = await newColony(keeper, myApiary, 'Refusal hive B');
    await as(keeper, 'POST', 'beekeeper/LinkQrLabel', { Token: Labels[0]!.Token, ColonyID: a.ColonyID });
    const elsewhere = await as(keeper, 'POST', 'beekeeper/LinkQrLabel', {
      Token: Labels[0]!.Token,
      ColonyID: b.ColonyID,
    });
    expectRefused(elsewhere, 409, ColonyMsg.labelLinkedElsewhere);
    const second = await as(keeper, 'POST', 'beekeeper/LinkQrLabel', {
      Token: Labels[1]!.Token,
      ColonyID: a.ColonyID,
    });
    expectRefused(second, 409, ColonyMsg.colonyHasLabel);
    const theirs = await newColony(other, otherApiary, 'Other keeper hive');
    const stolen = await as(other, 'POST', 'beekeeper/LinkQrLabel', {
      Token: Labels[1]!.Token,
      ColonyID: theirs.ColonyID,
    });
    expectRefused(stolen, 409, ColonyMsg.labelOtherKeeper);
    const unknown = await as(keeper, 'POST', 'beekeeper/LinkQrLabel', {
      Token: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      ColonyID: b.ColonyID,
    });
    expect(unknown.status).toBe(404);
    const malformed = await as(keeper, 'POST', 'beekeeper/LinkQrLabel', {
      Token: 'nope',
      ColonyID: b.ColonyID,
    });
    expectRefused(malformed, 400, ColonyMsg.labelUnknown);
    expect((await record(keeper, b.ColonyID)).body.data.Colony.Token).toBeNull();
    expect((await record(other, theirs.ColonyID)).body.data.Colony.Token).toBeNull();
  });

  it("never shows or changes another keeper's colony or apiary", async () => {
    const { Labels } = await newBatch(1);
    const mine = await newColony(keeper, myApiary, 'Private hive');
    await as(keeper, 'POST', 'beekeeper/LinkQrLabel', { Token: Labels[0]!.Token, ColonyID: mine.ColonyID });
    const read = await record(other, mine.ColonyID);
    expectRefused(read, 404, ColonyMsg.colonyNotFound);
    const byLabel = await as(other, 'GET', `beekeeper/ColonyByToken?Token=${Labels[0]!.Token}`);
    expectRefused(byLabel, 404, ColonyMsg.labelNotYours);
    const edit = await as(other, 'POST', 'beekeeper/AddOrUpdateColony', {
      ColonyID: mine.ColonyID,
      Name: 'Taken',
      ApiaryID: otherApiary,
    });
    expect(edit.status).toBe(404);
    const intoTheirs = await as(keeper, 'POST', 'beekeeper/AddOrUpdateColony', {
      Name: 'X',
      ApiaryID: otherApiary,
    });
    expectRefused(intoTheirs, 400, ColonyMsg.apiaryRequired);
    const unlink = await as(other, 'POST', 'beekeeper/UnlinkQrLabel', { ColonyID: mine.ColonyID });
    expect(unlink.status).toBe(404);
    const activity = await as(other, 'POST', 'beekeeper/AddColonyActivity', {
      ColonyID: mine.ColonyID,
      ActivityDate: '2026-05-01',
      Activity: 'Note',
    });
    expect(activity.status).toBe(404);
    const after = (await record(keeper, mine.ColonyID)).body.data;
    expect(after.Colony).toMatchObject({ Name: 'Private hive', Token: Labels[0]!.Token });
    expect(after.Activities).toHaveLength(0);
    expect(
      (await as<Colony[]>(other, 'GET', 'beekeeper/FetchUsersColnies')).body.data.map((c) => c.ColonyID),
    ).not.toContain(mine.ColonyID);
  });

  it('unlinks a label, which can then be linked again', async () => {
    const { Labels } = await newBatch(1);
    const c = await newColony(keeper, myApiary, 'Unlink hive');
    await as(keeper, 'POST', 'beekeeper/LinkQrLabel', { Token: Labels[0]!.Token, ColonyID: c.ColonyID });
    const freed = await as<Colony>(keeper, 'POST', 'beekeeper/UnlinkQrLabel', { ColonyID: c.ColonyID });
    expect(freed.body.data.Token).toBeNull();
    const mine = await as<QrLabel[]>(keeper, 'GET', 'beekeeper/MyQrLabels');
    expect(mine.body.data.find((l) => l.Token === Labels[0]!.Token)?.Status).toBe('Unlinked');
    const relinked = await as<Colony>(keeper, 'POST', 'beekeeper/LinkQrLabel', {
      Token: Labels[0]!.Token,
      ColonyID: c.ColonyID,
    });
    expect(relinked.body.data.Token).toBe(Labels[0]!.Token);
  });
});

describe('admin reprint and replace', () => {
  it('reprints the same code (link kept) and replaces a code, voiding the old one', async () => {
    const { Labels } = await newBatch(1);
    const c = await newColony(keeper, myApiary, 'Weathered hive');
    await as(keeper, 'POST', 'beekeeper/LinkQrLabel', { Token: Labels[0]!.Token, ColonyID: c.ColonyID });
    const found = await as<QrLabel[]>(
      admin,
      'GET',
      `admin/SearchQrLabels?By=token&Value=${Labels[0]!.Token}`,
    );
    expect(found.body.data[0]).toMatchObject({
      ColonyName: 'Weathered hive',
      Beekeeper: 'beekeeper',
      Status: 'Linked',
    });
    const reprinted = await as<QrLabel[]>(admin, 'POST', 'admin/ReprintQr', { Tokens: [Labels[0]!.Token] });
    expect(reprinted.body.data[0]).toMatchObject({
      Token: Labels[0]!.Token,
      TimesPrinted: 1,
      ColonyID: c.ColonyID,
    });
    const replaced = await as<QrLabel>(admin, 'POST', 'admin/ReplaceQr', { Token: Labels[0]!.Token });
    expect(replaced.status).toBe(200);
    const fresh = replaced.body.data.Token;
    expect(fresh).not.toBe(Labels[0]!.Token);
    expect(replaced.body.data).toMatchObject({ ColonyID: c.ColonyID, Status: 'Linked' });
    const old = await as(keeper, 'GET', `beekeeper/ColonyByToken?Token=${Labels[0]!.Token}`);
    expectRefused(old, 409, ColonyMsg.labelReplaced);
    const opened = await as<ColonyRecord>(keeper, 'GET', `beekeeper/ColonyByToken?Token=${fresh}`);
    expect(opened.body.data.Colony.ColonyID).toBe(c.ColonyID);
    const again = await as(admin, 'POST', 'admin/ReplaceQr', { Token: Labels[0]!.Token });
    expect(again.status).toBe(409);
    const search = await as<QrLabel[]>(
      admin,
      'GET',
      `admin/SearchQrLabels?By=token&Value=${Labels[0]!.Token}`,
    );
    expect(search.body.data[0]).toMatchObject({ Status: 'Void', ReplacedBy: fresh });
  });
});

describe('activity log, import template and medicine record', () => {
  it('the Administrator saves the import columns; the three needed ones cannot be unticked', async () => {
    const cols = DEFAULT_IMPORT_COLUMNS.map((c) => ({ ...c, IsCheked: c.value !== 'Harvest' }));
    const saved = await as<ImportTemplate>(admin, 'POST', 'admin/SaveImportColumns', { Columns: cols });
    expect(saved.status).toBe(200);
    expect(saved.body.ErrorMessage).toBe('Data saved');
    const bad = await as(admin, 'POST', 'admin/SaveImportColumns', {
      Columns: DEFAULT_IMPORT_COLUMNS.map((c) => ({ ...c, IsCheked: c.value !== 'Hive' })),
    });
    expectRefused(bad, 400, ColonyMsg.columnsRequired);
    const read = await as<ImportTemplate>(keeper, 'GET', 'common/GetImportColumns');
    expect(read.body.data.Columns.find((c) => c.value === 'Harvest')?.IsCheked).toBe(false);
    expect(read.body.data.Columns.find((c) => c.value === 'Hive')?.IsCheked).toBe(true);
    expect((await as(keeper, 'POST', 'admin/SaveImportColumns', { Columns: cols })).status).toBe(403);
    keeper = await api.token('beekeeper');
  });

  it('imports rows by the template (unticked columns ignored) and refuses a file missing a ticked column', async () => {
    const c = await newColony(keeper, myApiary, 'Import hive');
    const missing = await as(keeper, 'POST', 'beekeeper/ImportColonyActivities', {
      ColonyID: c.ColonyID,
      Rows: [{ 'Activity date': '2026-04-02', Activity: 'Inspection', Description: 'no hive column' }],
    });
    expectRefused(missing, 400, ColonyMsg.importHasErrors);
    expect((await record(keeper, c.ColonyID)).body.data.Activities).toHaveLength(0);
    const ok = await as<{ Imported: number }>(keeper, 'POST', 'beekeeper/ImportColonyActivities', {
      ColonyID: c.ColonyID,
      Rows: [
        {
          'Activity date': '02/04/2026',
          Activity: 'inspection',
          Hive: 'Box 1',
          'Current Colonies': '1',
          Harvest: '9',
          Description: 'Calm',
        },
        {
          'Activity date': '2026-04-20',
          Activity: 'Feeding',
          Hive: 'Box 1',
          'Current Colonies': '',
          Harvest: '',
          Description: '',
        },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.Imported).toBe(2);
    const log = (await record(keeper, c.ColonyID)).body.data;
    expect(log.Activities.map((a) => a.ActivityDate)).toEqual(['2026-04-20', '2026-04-02']);
    expect(log.Activities[1]).toMatchObject({
      Activity: 'Inspection',
      Hive: 'Box 1',
      Harvest: null,
      Source: 'Imported',
    });
    expect(log.Colony.LastRecordDate).toBe('2026-04-20');
    // Put the template back for the other tests and the e2e.
    await as(admin, 'POST', 'admin/SaveImportColumns', { Columns: DEFAULT_IMPORT_COLUMNS });
  });

  it('records a medicine given to two colonies with its withdrawal end; refuses another keeper’s colony', async () => {
    const a = await newColony(keeper, myApiary, 'Treated hive A');
    const b = await newColony(keeper, myApiary, 'Treated hive B');
    const body = {
      ColonyIDs: [a.ColonyID, b.ColonyID],
      Product: 'Apiguard',
      BatchNumber: 'LOT-77',
      DateAdministered: '2026-08-10',
      Quantity: '50 g tray',
      WithdrawalDays: 14,
    };
    const res = await as<string[]>(keeper, 'POST', 'beekeeper/AddMedicineRecord', body);
    expect(res.status).toBe(200);
    for (const id of [a.ColonyID, b.ColonyID]) {
      const m = (await record(keeper, id)).body.data.Medicines;
      expect(m).toHaveLength(1);
      expect(m[0]).toMatchObject({
        Product: 'Apiguard',
        BatchNumber: 'LOT-77',
        WithdrawalEnds: '2026-08-24',
        RetainUntil: '2031-08-10',
        Colonies: ['Treated hive A', 'Treated hive B'],
      });
    }
    const theirs = await newColony(other, otherApiary, 'Not yours');
    const refused = await as(keeper, 'POST', 'beekeeper/AddMedicineRecord', {
      ...body,
      ColonyIDs: [a.ColonyID, theirs.ColonyID],
    });
    expect(refused.status).toBe(404);
    expect((await record(keeper, a.ColonyID)).body.data.Medicines).toHaveLength(1);
    expect((await record(other, theirs.ColonyID)).body.data.Medicines).toHaveLength(0);
    const noProduct = await as(keeper, 'POST', 'beekeeper/AddMedicineRecord', { ...body, Product: ' ' });
    expectRefused(noProduct, 400, ColonyMsg.productRequired);
    const future = await as(keeper, 'POST', 'beekeeper/AddMedicineRecord', {
      ...body,
      DateAdministered: '2099-01-01',
    });
    expectRefused(future, 400, ColonyMsg.dateInFuture);
  });
});
