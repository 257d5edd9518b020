import Papa from 'papaparse';
import { saveBlob } from './download';

/** A table to export: rows as objects (keys in column order), or headings with rows of cells. */
export type CsvTable = Record<string, unknown>[] | { fields: string[]; data: unknown[][] };

/**
 * The CSV text of a table as every export of the portal writes it (papaparse): RFC 4180 quoting,
 * CRLF line ends, and a cell that a spreadsheet would run as a formula (starting =, +, -, @, tab
 * or CR) prefixed with an apostrophe, so a name or a note typed by a user cannot become a formula
 * when the file is opened (OWASP "CSV injection"). `columns` picks and orders object keys.
 */
export function csvText(table: CsvTable, columns?: string[]): string {
  const config = { escapeFormulae: true, newline: '\r\n', ...(columns ? { columns } : {}) };
  return Array.isArray(table) ? Papa.unparse(table, config) : Papa.unparse(table, config);
}

/**
 * Saves a table (csvText) as `fileName`, UTF-8 with a byte-order mark: without it Excel reads
 * the file as Windows-1252 and accented names (Hélène, Orléans) come out garbled.
 */
export function saveCsv(table: CsvTable, fileName: string, columns?: string[]): void {
  saveBlob(new Blob(['\ufeff', csvText(table, columns)], { type: 'text/csv;charset=utf-8' }), fileName);
}
