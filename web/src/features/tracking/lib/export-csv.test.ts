import { EXPORT_COLUMNS, TrackingCsvRow, type TrackingRecord } from '@beewatch/shared';
import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import * as download from '@/lib/download';
import { callsTo, mockApi, ok } from '@/testing/fetch-mock';
import { recordOf, ulid } from '@/testing/fixtures';
import { exportSelection, trackingCsv } from './export-csv';

describe('CSV export', () => {
  it('has exactly the columns of spec §9, in order', () => {
    const [header] = trackingCsv([recordOf(1)]).split('\r\n');
    expect(header).toBe('latitude,longitude,vector direction,date,category,notes');
    expect(EXPORT_COLUMNS).toHaveLength(6);
  });

  it('writes one row per record: coordinates, bearing, ISO date, category, notes', () => {
    const r = recordOf(1, {
      Latitude: -12.5,
      Longitude: 6.25,
      CompassDegree: 270,
      CategoryName: 'Nest',
      Description: 'a, "b"',
    });
    const rows = Papa.parse<string[]>(trackingCsv([r, recordOf(2, { CompassDegree: null })]), {
      skipEmptyLines: true,
    }).data;
    expect(rows[1]).toEqual(['-12.5', '6.25', '270', r.CreatedDate, 'Nest', 'a, "b"']);
    expect(rows[2][2]).toBe('');
    expect(rows).toHaveLength(3);
  });

  it('defuses notes a spreadsheet would run as a formula', () => {
    const rows = Papa.parse<string[]>(trackingCsv([recordOf(1, { Description: '=HYPERLINK("x")' })])).data;
    expect(rows[1][5]).toBe(`'=HYPERLINK("x")`);
  });

  const records = [recordOf(1), recordOf(2, { CompassDegree: null })];
  const csvLine = (r: TrackingRecord) => [
    String(r.Latitude),
    String(r.Longitude),
    r.CompassDegree === null ? '' : String(r.CompassDegree),
    r.CreatedDate,
    'Nest',
    r.Description,
  ];

  /** The API answering an export with `records`, and saveBlob caught; returns the requests seen. */
  function mockExport() {
    const data = {
      Categories: { [ulid(1, '01HZC')]: 'Nest' },
      Rows: records.map((r) => TrackingCsvRow.parse(r)),
    };
    const seen = mockApi({
      'POST beewatchagent/FetchTrackingHistory': () => ok(data, { TotalRecord: 2, NextToken: null }),
    });
    const save = vi.spyOn(download, 'saveBlob').mockImplementation(() => undefined);
    const body = () => callsTo(seen, 'beewatchagent/FetchTrackingHistory')[0].body as Record<string, unknown>;
    const csv = async () => {
      const [blob, name] = save.mock.calls[0] as [Blob, string];
      expect(name).toBe('Reporting.csv');
      return Papa.parse<string[]>(await blob.text(), { skipEmptyLines: true }).data;
    };
    return { body, csv };
  }

  it('asks for exactly the checked records and saves Reporting.csv', async () => {
    const ids = [ulid(1), ulid(2)];
    const api = mockExport();
    expect(await exportSelection({ kind: 'ids', ids }, { column: 'Date', order: 'desc' })).toBe(2);
    expect(api.body()).toMatchObject({ PageIndex: 1, RecordPerPage: 2, SelectedIDx: ids, Export: 'csv' });
    expect(await api.csv()).toEqual([
      ['latitude', 'longitude', 'vector direction', 'date', 'category', 'notes'],
      ...records.map(csvLine),
    ]);
  });

  it('exports all matching records by the filters and sort, not by ids', async () => {
    const api = mockExport();
    const filters = { categoryId: ulid(1, '01HZC'), fromDate: '', toDate: '' };
    const scope = { kind: 'matching', filters, count: 602 } as const;
    expect(await exportSelection(scope, { column: 'Source', order: 'asc' })).toBe(2);
    expect(api.body()).toMatchObject({
      RecordPerPage: 602,
      CategoryID: ulid(1, '01HZC'),
      orderColumn: 'Source',
      order: 'asc',
      Export: 'csv',
    });
    expect(api.body().SelectedIDx).toBeUndefined();
    expect(await api.csv()).toHaveLength(3);
  });
});
