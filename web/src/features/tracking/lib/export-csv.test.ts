import { EXPORT_COLUMNS } from '@beewatch/shared';
import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import * as download from '@/lib/download';
import { callsTo, mockApi, ok } from '@/testing/fetch-mock';
import { recordOf, ulid } from '@/testing/fixtures';
import { exportSelected, trackingCsv } from './export-csv';

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

  it('asks for exactly the checked records and saves Reporting.csv', async () => {
    const ids = [ulid(1), ulid(2)];
    const seen = mockApi({
      'POST beewatchagent/FetchTrackingHistory': () =>
        ok([recordOf(1), recordOf(2)], { TotalRecord: 2, NextToken: null }),
    });
    const save = vi.spyOn(download, 'saveBlob').mockImplementation(() => undefined);
    expect(await exportSelected(ids, { column: 'Date', order: 'desc' })).toBe(2);
    expect(callsTo(seen, 'beewatchagent/FetchTrackingHistory')[0].body).toMatchObject({
      PageIndex: 1,
      RecordPerPage: 2,
      SelectedIDx: ids,
    });
    const [blob, name] = save.mock.calls[0];
    expect(name).toBe('Reporting.csv');
    const text = await (blob as Blob).text();
    expect(text.split('\r\n')[0]).toBe('latitude,longitude,vector direction,date,category,notes');
    expect(text.split('\r\n')).toHaveLength(3);
  });
});
