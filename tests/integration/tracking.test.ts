import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  TrackingCsvRow,
  TrackingPoint,
  type CategoryOption,
  type TrackingCsvData,
  type TrackingPointsData,
  type TrackingRecord,
} from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { expectErrorEnvelope, expectRefused } from '../support/expect-envelope.js';

const api = new PortalApi(inject('baseUrl'));
let token: string;
let categories: CategoryOption[];
type Page = { records: TrackingRecord[]; total: number; next: string | null; status: number };

async function fetchPage(query: Record<string, unknown>): Promise<Page> {
  const res = await api.call<TrackingRecord[]>('POST', 'beewatchagent/FetchTrackingHistory', {
    token,
    body: { RecordPerPage: 15, ...query },
  });
  return {
    records: res.body.data ?? [],
    total: res.body.TotalRecord ?? -1,
    next: res.body.NextToken ?? null,
    status: res.status,
  };
}

/** Every record for a query, page by page as the infinite scroll does. */
async function fetchAll(query: Record<string, unknown>): Promise<TrackingRecord[]> {
  const out: TrackingRecord[] = [];
  let page = await fetchPage({ ...query, PageIndex: 1 });
  out.push(...page.records);
  for (let i = 2; page.records.length === 15 && page.next; i++) {
    page = await fetchPage({ ...query, PageIndex: i, NextToken: page.next });
    out.push(...page.records);
  }
  return out;
}

/** The list indexes' sort key of a record (functions/src/tracking/keys.ts foldForSort): folded text, date, id. */
function sortKeyOf(r: TrackingRecord, column: 'Location' | 'Source'): string {
  const text = column === 'Location' ? r.LocationAddress : r.CreatedByUserName;
  const folded = (text ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/#/g, ' ').trim();
  return `${folded || '~'}#${r.CreatedDate}#${r.HornetTrackingID}`;
}

const category = (name: string) => categories.find((c) => c.Name === name)!.CategoryID;

beforeAll(async () => {
  token = await api.token('controller');
  categories = (await api.call<CategoryOption[]>('GET', 'beewatchagent/GetCategoryList', { token })).body
    .data;
});

describe('FetchTrackingHistory', () => {
  it('returns the 602 real records, newest first, 15 a page', async () => {
    const page = await fetchPage({ PageIndex: 1 });
    expect(page.status).toBe(200);
    expect(page.total).toBe(602);
    expect(page.records).toHaveLength(15);
    expect(page.records[0]!.CreatedDate).toBe('2025-11-19T12:00:00.000Z');
    const dates = page.records.map((r) => r.CreatedDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages a category to its end without repeats, matching TotalRecord', async () => {
    const id = category('Sighting — info fauna import');
    const all = await fetchAll({ CategoryID: id, orderColumn: 'Location', order: 'asc' });
    const first = await fetchPage({ CategoryID: id });
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((r) => r.HornetTrackingID)).size).toBe(all.length);
    expect(all.every((r) => r.CategoryID === id)).toBe(true);
    const locations = all.map((r) => r.LocationAddress ?? '~');
    const folded = locations.map((l) => l.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    expect([...folded].sort()).toEqual(folded);
  });

  it('sorts by Source descending', async () => {
    const page = await fetchPage({ orderColumn: 'Source', order: 'desc' });
    expect(page.records[0]!.CreatedByUserName).toBe('Service faune GE');
  });

  it('filters a date range with an exact TotalRecord, for every sort', async () => {
    const range = { FromDate: '2025-09-01T00:00:00+02:00', ToDate: '2025-09-30T23:59:59.999+02:00' };
    const byDate = await fetchAll({ ...range, orderColumn: 'Date', order: 'asc' });
    const byLocation = await fetchAll({ ...range, orderColumn: 'Location', order: 'desc' });
    const first = await fetchPage(range);
    expect(byDate.length).toBe(113);
    expect(first.total).toBe(113);
    expect(byLocation.map((r) => r.HornetTrackingID).sort()).toEqual(
      byDate.map((r) => r.HornetTrackingID).sort(),
    );
  });

  it('sorts a small date range by Location, paged to its end, the same set as by date', async () => {
    const range = { FromDate: '2025-11-10T00:00:00Z', ToDate: '2025-11-19T23:59:59.999Z' }; // 56 of 602
    const byDate = await fetchAll({ ...range, orderColumn: 'Date', order: 'desc' });
    const byLocation = await fetchAll({ ...range, orderColumn: 'Location', order: 'desc' });
    expect(byDate.length).toBe(56);
    expect((await fetchPage({ ...range, orderColumn: 'Location' })).total).toBe(byDate.length);
    expect(byLocation.map((r) => r.HornetTrackingID).sort()).toEqual(
      byDate.map((r) => r.HornetTrackingID).sort(),
    );
    const folded = byLocation.map((r) => (r.LocationAddress ?? '~').toLowerCase());
    expect([...folded].sort().reverse()).toEqual(folded);
  });

  // Each range below is read by another plan (functions/src/tracking/range-plan.ts): a few
  // records sorted in memory, day and month buckets merged, the full index filtered by date.
  it.each([
    ['a day of a few records', '2025-11-19T00:00:00Z', '2025-11-19T23:59:59.999Z', 'Location', 'asc'],
    ['months with partial edge days', '2025-08-14T22:00:00Z', '2025-11-15T21:59:59.999Z', 'Location', 'asc'],
    ['months with partial edge days', '2025-08-14T22:00:00Z', '2025-11-15T21:59:59.999Z', 'Source', 'desc'],
    ['almost every record', '2000-01-01T00:00:00Z', '2025-11-18T23:59:59.999Z', 'Source', 'asc'],
  ] as const)(
    'pages %s (%s to %s) by %s %s in the sort key order, exactly the range',
    async (_, from, to, column, order) => {
      const range = { FromDate: from, ToDate: to };
      const byDate = await fetchAll({ ...range, orderColumn: 'Date', order: 'asc' });
      const sorted = await fetchAll({ ...range, orderColumn: column, order });
      const expected = [...byDate].sort((a, b) => {
        const diff = sortKeyOf(a, column) < sortKeyOf(b, column) ? -1 : 1;
        return order === 'asc' ? diff : -diff;
      });
      expect(byDate.length).toBeGreaterThan(0);
      expect(sorted.map((r) => r.HornetTrackingID)).toEqual(expected.map((r) => r.HornetTrackingID));
      expect((await fetchPage({ ...range, orderColumn: column, order })).total).toBe(byDate.length);
    },
  );

  it('returns exactly the selected records for the export', async () => {
    const page = await fetchPage({ PageIndex: 1 });
    const ids = page.records.slice(0, 3).map((r) => r.HornetTrackingID);
    const res = await fetchPage({ SelectedIDx: ids, RecordPerPage: 3 });
    expect(res.records.map((r) => r.HornetTrackingID).sort()).toEqual([...ids].sort());
    expect(res.total).toBe(3);
  });

  it.each([
    [{ CategoryID: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }, 'Unknown category'],
    [{ PageIndex: 2 }, 'NextToken is required for PageIndex above 1'],
    [{ PageIndex: 2, NextToken: 'not-a-token' }, 'Invalid NextToken'],
    [{ orderColumn: 'Colour' }, expect.any(String)],
    [{ RecordPerPage: 'fifteen' }, expect.any(String)],
    [
      { FromDate: '2025-10-01T00:00:00Z', ToDate: '2025-09-01T00:00:00Z' },
      'From date must not be after To date',
    ],
  ])('rejects %j with a 400 envelope', async (query, message) => {
    const res = await api.call('POST', 'beewatchagent/FetchTrackingHistory', { token, body: query });
    expect(res.status).toBe(400);
    expect(res.body.ErrorCode).toBe(1);
    expect(res.body.ErrorMessage).toEqual(message);
  });

  it('refuses a NextToken from another sort', async () => {
    const byDate = await fetchPage({ PageIndex: 1 });
    const res = await fetchPage({ PageIndex: 2, NextToken: byDate.next, orderColumn: 'Source' });
    expect(res.status).toBe(400);
  });
});

/** FetchTrackingHistory with Export: the envelope as sent. */
async function exportOf<T>(body: Record<string, unknown>, as = token) {
  const res = await api.call<T>('POST', 'beewatchagent/FetchTrackingHistory', { token: as, body });
  return { status: res.status, body: res.body };
}

describe('FetchTrackingHistory export by the list query (spec §7.1, §9)', () => {
  it('answers every record of the query in one call, far more than a page, in the list order', async () => {
    const list = await fetchAll({ orderColumn: 'Date', order: 'desc' });
    const res = await exportOf<TrackingPointsData>({ RecordPerPage: 10_000, Export: 'points' });
    expect(res.status).toBe(200);
    expect(list.length).toBeGreaterThan(15);
    expect(res.body.TotalRecord).toBe(list.length);
    expect(res.body.NextToken).toBeNull();
    expect(res.body.data.Points).toEqual(list.map((r) => TrackingPoint.parse(r)));
  });

  it('honours the category, the date range and the sort, and gives the CSV fields', async () => {
    const id = category('Sighting — info fauna import');
    const query = {
      CategoryID: id,
      FromDate: '2025-09-01T00:00:00+02:00',
      ToDate: '2025-09-30T23:59:59.999+02:00',
      orderColumn: 'Location',
      order: 'desc',
    };
    const list = await fetchAll(query);
    const res = await exportOf<TrackingCsvData>({ ...query, RecordPerPage: 10_000, Export: 'csv' });
    expect(res.status).toBe(200);
    expect(list.length).toBeGreaterThan(15);
    expect(res.body.TotalRecord).toBe(list.length);
    expect(res.body.data.Categories).toEqual({ [id]: 'Sighting — info fauna import' });
    expect(res.body.data.Rows).toEqual(list.map((r) => TrackingCsvRow.parse(r)));
  });

  it('stops at the rows asked for and still reports how many match', async () => {
    const total = (await fetchPage({})).total;
    const res = await exportOf<TrackingCsvData>({ RecordPerPage: 120, Export: 'csv' });
    expect(res.body.data.Rows).toHaveLength(120);
    expect(res.body.TotalRecord).toBe(total);
  });

  it('refuses more than 10,000 rows with a 400 envelope that says the cap', async () => {
    const res = await exportOf({ RecordPerPage: 10_001, Export: 'csv' });
    expectErrorEnvelope(res, 400, 1, 'An export holds at most 10000 records');
  });

  it.each([
    { RecordPerPage: '602', Export: 'csv' },
    { RecordPerPage: 602, Export: 'xlsx' },
    { RecordPerPage: 602, Export: 1 },
    { RecordPerPage: 602, Export: 'csv', CategoryID: 7 },
    { RecordPerPage: 602, Export: 'csv', Exprot: 'csv' },
    { RecordPerPage: 602, Export: 'csv', NextToken: 'abc' },
  ])('refuses %j with a 400 envelope', async (body) => {
    const res = await exportOf(body);
    expect(res.status).toBe(400);
    expect(res.body.ErrorCode).toBe(1);
    expect(res.body.data).toBeNull();
  });

  it('refuses a user who is not a controller', async () => {
    const res = await exportOf({ RecordPerPage: 602, Export: 'csv' }, await api.token('beekeeper'));
    expect(res.status).toBe(403);
    expect(res.body.ErrorCode).not.toBe(0);
    expect(res.body.data).toBeNull();
  });
});

describe('SaveTrackingHistory and DeleteTrackingHistory', () => {
  let record: TrackingRecord;
  beforeAll(async () => {
    record = (await fetchPage({ orderColumn: 'Date', order: 'asc' })).records[0]!;
  });
  const save = (Description: string, ID = record.HornetTrackingID) =>
    api.call('GET', `beewatchagent/SaveTrackingHistory?${new URLSearchParams({ Description, ID })}`, {
      token,
    });
  const reread = async () =>
    (await fetchPage({ SelectedIDx: [record.HornetTrackingID], RecordPerPage: 1 })).records[0];

  it('saves a trimmed description', async () => {
    const res = await save('  Nest seen near the barn  ');
    expect(res.status).toBe(200);
    expect(res.body.ErrorMessage).toBe('Data saved');
    expect((await reread())?.Description).toBe('Nest seen near the barn');
  });

  it.each([
    ['   ', 'Please enter Description'],
    ['x'.repeat(41), 'Description must be at most 40 characters'],
  ])('rejects %j and keeps the old description', async (text, message) => {
    const res = await save(text);
    expectRefused(res, 400, message);
    expect((await reread())?.Description).toBe('Nest seen near the barn');
  });

  it('answers an unknown record with 404', async () => {
    expect((await save('ok', '01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
  });

  it('deletes a record, its count and refuses a second delete', async () => {
    const before = (await fetchPage({})).total;
    const path = `beewatchagent/DeleteTrackingHistory?HornetTrackingID=${record.HornetTrackingID}`;
    const res = await api.call('POST', path, { token });
    expect(res.status).toBe(200);
    expect(res.body.ErrorMessage).toBe('Data deleted');
    expect((await fetchPage({})).total).toBe(before - 1);
    expect(await reread()).toBeUndefined();
    expect((await api.call('POST', path, { token })).status).toBe(404);
  });
});

describe('evidence media', () => {
  let withImage: TrackingRecord;
  let withVideo: TrackingRecord;
  let pendingVideo: TrackingRecord;
  beforeAll(async () => {
    const all = await fetchAll({ orderColumn: 'Date', order: 'desc' });
    withImage = all.find((r) => r.IsImageExist)!;
    withVideo = all.find((r) => r.IsVideoAvailable)!;
    pendingVideo = all.find((r) => r.VideoExtension && !r.IsVideoAvailable)!;
  });

  it('gives an image as a short-lived URL (never inline) that serves it with its content type', async () => {
    const res = await api.call<{ ContentType: string; Url: string; ExpiresInSeconds: number }>(
      'GET',
      `common/RenderImageBytesArray?id=${withImage.HornetTrackingID}`,
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.ExpiresInSeconds).toBeLessThanOrEqual(300);
    const file = await fetch(res.body.data.Url);
    expect(file.headers.get('content-type')).toBe(res.body.data.ContentType);
    const bytes = Buffer.from(await file.arrayBuffer());
    const png = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
    expect(png ? 'image/png' : jpeg ? 'image/jpeg' : 'other').toBe(res.body.data.ContentType);
  });

  it('gives a short-lived URL that serves the video', async () => {
    const res = await api.call<{ Url: string; Available: boolean; ExpiresInSeconds: number }>(
      'GET',
      `beewatchagent/GetTrackingMedia?ID=${withVideo.HornetTrackingID}&type=video`,
      { token },
    );
    expect(res.body.data.Available).toBe(true);
    expect(res.body.data.ExpiresInSeconds).toBe(300);
    const video = await fetch(res.body.data.Url);
    expect(video.status).toBe(200);
    expect(
      Buffer.from(await video.arrayBuffer())
        .subarray(4, 8)
        .toString(),
    ).toBe('ftyp');
  });

  it('says a pending upload is not yet available', async () => {
    const res = await api.call(
      'GET',
      `beewatchagent/GetTrackingMedia?ID=${pendingVideo.HornetTrackingID}&type=video`,
      {
        token,
      },
    );
    expect(res.body.data).toEqual({ Url: null, Available: false, ExpiresInSeconds: 0 });
  });

  it('answers a record without image with 404', async () => {
    const all = await fetchPage({});
    const without = all.records.find((r) => !r.IsImageExist)!;
    const res = await api.call('GET', `common/RenderImageBytesArray?id=${without.HornetTrackingID}`, {
      token,
    });
    expectRefused(res, 404, 'Image not found');
  });
});
