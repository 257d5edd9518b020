import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNIT_TEST_ENV } from '../testing/unit-env.js';

/**
 * The erasure job erases every kind of personal data: each entity module that holds some says
 * so (`PERSONAL_DATA = '<name>'`), and each such name must have its domain's eraser in the
 * registry. A new entity with personal data and no eraser fails here, not in an audit.
 */
Object.assign(process.env, UNIT_TEST_ENV);

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function entityModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return entityModules(full);
    return name.endsWith('-entity.ts') ? [full] : [];
  });
}

let declared: string[] = [];
let registry: typeof import('./registry.js');
beforeAll(async () => {
  registry = await import('./registry.js');
  const modules = await Promise.all(
    entityModules(SRC).map(
      async (file) => (await import(pathToFileURL(file).href)) as { PERSONAL_DATA?: string },
    ),
  );
  declared = modules.flatMap((m) => (m.PERSONAL_DATA ? [m.PERSONAL_DATA] : []));
});

describe('personal data erasure registry', () => {
  it('has an eraser for every entity that holds personal data', () => {
    expect(declared.length).toBeGreaterThanOrEqual(5);
    const missing = declared.filter((name) => !(name in registry.PERSONAL_DATA_ERASERS));
    expect(missing).toEqual([]);
  });

  it('names no entity that does not declare personal data', () => {
    expect(Object.keys(registry.PERSONAL_DATA_ERASERS).sort()).toEqual([...new Set(declared)].sort());
  });
});
