import Papa from 'papaparse';
import { saveBlob } from '@/lib/download';

/** Saves rows (objects with the same keys, in column order) as a UTF-8 CSV file with a BOM for Excel. */
export function saveCsv(rows: Record<string, unknown>[], fileName: string, columns?: string[]): void {
  const csv = Papa.unparse(rows, columns ? { columns } : undefined);
  saveBlob(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
