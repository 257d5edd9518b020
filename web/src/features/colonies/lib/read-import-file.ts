/**
 * Reads the rows of an activity import file in the browser: CSV with papaparse (header row, empty
 * lines skipped) or the first sheet of an xlsx with read-excel-file. Each row is a record of the
 * file's header text → cell text; dates in xlsx cells become yyyy-mm-dd.
 */
export async function readImportFile(file: File): Promise<Record<string, string>[]> {
  if (/\.xlsx$/i.test(file.name)) {
    const { readSheet } = await import('read-excel-file/browser');
    const sheet = (await readSheet(file)) as unknown[][];
    const [head, ...body] = sheet;
    const headers = (head ?? []).map((h) => String(h ?? '').trim());
    return body
      .filter((r) => r.some((c) => c !== null && String(c).trim() !== ''))
      .map((r) => Object.fromEntries(headers.map((h, i) => [h, cellText(r[i])]).filter(([h]) => h !== '')));
  }
  const { default: Papa } = await import('papaparse');
  const text = await file.text();
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: 'greedy' });
  return parsed.data.map((r) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k.trim(), String(v ?? '').trim()])),
  );
}

function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).trim();
}

/** A blank CSV with the template's headers, for the beekeeper to fill in. */
export function blankTemplateCsv(headers: readonly string[]): Blob {
  return new Blob([`${headers.join(',')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
