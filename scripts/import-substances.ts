import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importEuSubstances } from './local/seed-pesticides.js';

/**
 * Deploy-time import of the EU active substances into a deployed site table (the local seed
 * does the same at `npm start`). With AWS credentials and region in the environment:
 *
 *   npx tsx scripts/import-substances.ts --table <SiteTable name> [--force]
 *
 * `--force` writes them again even when this export file was imported before (an
 * administrator's LD50 edits of those rows are then overwritten).
 */
const args = process.argv.slice(2);
const table = args[args.indexOf('--table') + 1];
if (!args.includes('--table') || !table || table.startsWith('--')) {
  console.error('Usage: npx tsx scripts/import-substances.ts --table <SiteTable name> [--force]');
  process.exit(2);
}
const sharedData = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/data');
const substances = await importEuSubstances(sharedData, { table, force: args.includes('--force') });
console.log(
  `EU active substances in ${table}: ${substances.length} (© European Union, EU Pesticides Database, CC BY 4.0)`,
);
