import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './config.js';

/**
 * Whether `npm start` may reuse what an earlier start produced, decided as make does: an output
 * is current when it was written after every input last changed (modification times, ms).
 */

/** What the web build reads: the web app, the shared package it bundles, the locked dependencies. */
const WEB_INPUTS = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'shared/src',
  'shared/package.json',
  'package-lock.json',
];
/** What shapes the seeded data: the seeds, the functions that write the items, the schemas and table design. */
const SEED_INPUTS = [
  'scripts/local',
  'functions/src',
  'shared/src',
  'infra/lib/tables.ts',
  'package-lock.json',
];
/** Written in the data folder when a seed completes. */
const SEED_STAMP = 'seeded.stamp';

/** Newest modification time (ms) of a file, or of every file below a folder; 0 when absent. */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  return newest;
}

/** True when `output` exists and is newer than every input (paths relative to the checkout). */
function isCurrent(output: string, inputs: string[]): boolean {
  if (!existsSync(output)) return false;
  const writtenAt = statSync(output).mtimeMs;
  return inputs.every((input) => newestMtime(path.join(ROOT, input)) <= writtenAt);
}

/** True when web/dist was built after its inputs last changed: a later start serves it as it is. */
export const webBuildIsCurrent = () => isCurrent(path.join(ROOT, 'web/dist/index.html'), WEB_INPUTS);

/**
 * True when the data folder holds a complete seed written after the seed's inputs last changed.
 * The seed is idempotent, so running it again would only re-read what is there.
 */
export const seedIsCurrent = (dataDir: string) => isCurrent(path.join(dataDir, SEED_STAMP), SEED_INPUTS);

/** Records that the seed of `dataDir` completed (after its last write). */
export function markSeeded(dataDir: string): void {
  writeFileSync(path.join(dataDir, SEED_STAMP), new Date().toISOString());
}
