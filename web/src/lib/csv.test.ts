import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvText, saveCsv } from './csv';
import * as download from './download';

describe('CSV exports', () => {
  afterEach(() => vi.restoreAllMocks());

  it('quotes by RFC 4180, ends lines with CRLF, and keeps a typed formula from running', () => {
    const text = csvText([
      { Name: 'Hélène "Bee" Martin', Notes: '=HYPERLINK("http://x.test","click")', Count: 3 },
      { Name: '+33 6 12', Notes: 'line one\nline two', Count: 0 },
    ]);
    expect(text.split('\r\n')[0]).toBe('Name,Notes,Count');
    const rows = Papa.parse<string[]>(text).data;
    expect(rows[1]).toEqual(['Hélène "Bee" Martin', `'=HYPERLINK("http://x.test","click")`, '3']);
    expect(rows[2]).toEqual([`'+33 6 12`, 'line one\nline two', '0']);
  });

  it('takes headings with rows of cells, and picks columns of objects', () => {
    expect(csvText({ fields: ['Area unit', 'Total'], data: [['GU1', 4]] })).toBe('Area unit,Total\r\nGU1,4');
    expect(csvText([{ a: 1, b: 2, c: 3 }], ['c', 'a'])).toBe('c,a\r\n3,1');
  });

  it('saves UTF-8 with a byte-order mark, so Excel reads accented names', async () => {
    const save = vi.spyOn(download, 'saveBlob').mockImplementation(() => {});
    saveCsv([{ Place: 'Orléans' }], 'places.csv');
    const [blob, name] = save.mock.calls[0]!;
    expect(name).toBe('places.csv');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Place\r\nOrléans');
  });
});
