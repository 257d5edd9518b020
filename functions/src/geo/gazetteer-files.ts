import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GAZETTEER_FILES } from '@beewatch/shared';
import { csvParse, dsvFormat } from 'd3-dsv';

/** One row of a gazetteer file, by its header's column names; a column missing from a row is undefined. */
export type GazetteerRow = Partial<Record<string, string>>;

/** UK postcode districts (G. Gibbs, CC0), comma-separated, header row (../shared/data/SOURCES.md). */
export const UK_DISTRICTS_FILE = GAZETTEER_FILES.ukDistricts;
/** La Poste's base officielle des codes postaux (ODbL), semicolon-separated, header row. */
export const FR_CODES_POSTAUX_FILE = GAZETTEER_FILES.frCodesPostaux;

const semicolonSeparated = dsvFormat(';');

/**
 * The rows of the two gazetteer files of `dataDir`, read with d3-dsv (RFC 4180 quoting; a few KB
 * where papaparse's streaming parser would add 21 KB to each function that ships the gazetteer).
 * Throws ENOENT if a file is missing.
 */
export function readGazetteerFiles(dataDir: string): { uk: GazetteerRow[]; fr: GazetteerRow[] } {
  const read = (file: string) => readFileSync(path.join(dataDir, file), 'utf8');
  return {
    uk: csvParse(read(UK_DISTRICTS_FILE)),
    fr: semicolonSeparated.parse(read(FR_CODES_POSTAUX_FILE)),
  };
}
