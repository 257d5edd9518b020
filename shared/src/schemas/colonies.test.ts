import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMPORT_COLUMNS,
  SaveImportColumnsRequest,
  readImportRows,
  templateHeaders,
  tokenFromLabelText,
} from './colonies.js';

const TOKEN = 'abcdefghijklmnopqrstuvwx';

describe('tokenFromLabelText', () => {
  it('reads the token from the URL a label encodes, or typed with dashes, spaces and capitals', () => {
    expect(
      tokenFromLabelText(`https://portal.example/beekeeper/treatmenthistoryfromcolonyimage?token=${TOKEN}`),
    ).toBe(TOKEN);
    expect(tokenFromLabelText('ABCD-EFGH-IJKL-MNOP-QRST-UVWX')).toBe(TOKEN);
    expect(tokenFromLabelText(' abcd efgh ijkl mnop qrst uvwx ')).toBe(TOKEN);
  });

  it('finds nothing in other text (wrong length, letters outside base32, another site’s link)', () => {
    expect(tokenFromLabelText('abc')).toBeUndefined();
    expect(tokenFromLabelText('abcdefghijklmnopqrstuvw1')).toBeUndefined();
    expect(tokenFromLabelText('https://example.org/not-a-label')).toBeUndefined();
  });
});

describe('readImportRows (the Set Template rules)', () => {
  const noHarvest = DEFAULT_IMPORT_COLUMNS.map((c) => ({ ...c, IsCheked: c.value !== 'Harvest' }));

  it('ignores unticked columns and reads dates, activities and numbers', () => {
    const { rows, errors } = readImportRows(noHarvest, [
      {
        'activity date': '03/04/2026',
        Activity: 'varroa COUNT',
        Hive: 'B1',
        'Current Colonies': '2',
        Harvest: 'x',
        Description: '',
      },
    ]);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        ActivityDate: '2026-04-03',
        Activity: 'Varroa count',
        Hive: 'B1',
        CurrentColonies: 2,
        Harvest: null,
        Description: '',
      },
    ]);
  });

  it('a ticked column missing from the file is an error on every row; bad values name their column', () => {
    const missing = readImportRows(DEFAULT_IMPORT_COLUMNS, [
      { 'Activity date': '2026-04-03', Activity: 'Inspection' },
      { 'Activity date': '2026-04-04', Activity: 'Inspection' },
    ]);
    expect(missing.rows).toEqual([]);
    expect(missing.errors.filter((e) => e.Column === 'Hive').map((e) => e.Row)).toEqual([1, 2]);
    const bad = readImportRows(noHarvest, [
      {
        'Activity date': '2026-02-30',
        Activity: 'Dancing',
        Hive: '',
        'Current Colonies': '',
        Description: '',
      },
    ]);
    expect(bad.errors.map((e) => e.Column).sort()).toEqual(['Activity', 'Activity date']);
  });

  it('the template keeps Activity date, Activity and Hive ticked; its CSV headers are the ticked names', () => {
    expect(SaveImportColumnsRequest.safeParse({ Columns: noHarvest }).success).toBe(true);
    const noHive = DEFAULT_IMPORT_COLUMNS.map((c) => ({ ...c, IsCheked: c.value !== 'Hive' }));
    expect(SaveImportColumnsRequest.safeParse({ Columns: noHive }).success).toBe(false);
    expect(templateHeaders(noHarvest)).toEqual([
      'Activity date',
      'Activity',
      'Hive',
      'Current Colonies',
      'Description',
    ]);
  });
});
