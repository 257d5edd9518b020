import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every item type owns its keys: a key literal may only be written in the entity module of its
 * item type (`*-entity.ts`, or tracking/keys.ts, whose design the entity modules follow).
 * Repositories, services, the local seed and the benches build keys through those modules, so a
 * key changes in one place and the seed and benches can never drift from what the functions read.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TREES = ['functions/src', 'scripts/local', 'bench'];

const isEntityModule = (file: string) =>
  file.endsWith('-entity.ts') || file === 'functions/src/tracking/keys.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(rel);
    return rel.endsWith('.ts') && !rel.endsWith('.test.ts') ? [rel] : [];
  });
}

/**
 * What a key literal looks like in code (comments stripped):
 * - a key prefix: `'ABC#`, `` `ABC# ``, `"ABC#`;
 * - a key attribute given a literal: `pk: 'CONFIG'`, `sk: 'TOTAL'`, `` sk: `${at}#${id}` ``,
 *   `kindSort: …`, `gsi1pk: …`;
 * - an upper-case byKind value: `kind: 'CATEGORY'`, or in a Query `':k': 'APPVER'`;
 * - a key constant: `ERASURE_PK = 'ERASURE'`, `HORNET_CELL_KIND = 'HORNET'`, `…_SK`, `…_PARTITION`.
 */
const KEY_LITERALS = [
  /['"`][A-Z][A-Z0-9_]*#/,
  /\b(pk|sk|kindSort|gsi\w*)\s*:\s*['"`]/,
  /\bkind\s*:\s*['"`][A-Z]/,
  /['"]:(pk|sk|k|kind)\w*['"]\s*:\s*['"`][A-Z]/,
  /\b[A-Z][A-Z0-9_]*_(PK|SK|KIND|PARTITION)\s*=\s*['"`]/,
];
const isKeyLiteral = (line: string) => KEY_LITERALS.some((pattern) => pattern.test(line));

function keyLiteralsIn(file: string): string[] {
  const code = readFileSync(path.join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/(^|\s)\/\/.*$/, ''));
  return code.flatMap((line, i) => (isKeyLiteral(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe('entity keys', () => {
  it('spells key prefixes only in entity modules', () => {
    const offenders = TREES.flatMap(sourceFiles)
      .filter((f) => !isEntityModule(f))
      .flatMap(keyLiteralsIn);
    expect(offenders).toEqual([]);
  });

  it.each([
    'const k = { pk: `SWARM#${id}` };',
    "const CONFIG_KEY = { pk: 'CONFIG', sk: 'SPECIES_VIDEO' };",
    "Key: { pk: counterPartition(id), sk: 'TOTAL' },",
    'sk: `${at}#${ulid()}`,',
    "kind: 'CATEGORY',",
    "ExpressionAttributeValues: { ':k': 'APPVER' },",
    "export const ERASURE_PK = 'ERASURE';",
  ])('finds the key literal in %s (the check can fail)', (line) => {
    expect(isKeyLiteral(line)).toBe(true);
  });

  it.each([
    'const k = { pk: swarmKey(id) };',
    "KeyConditionExpression: 'pk = :pk AND sk < :end',",
    "ExpressionAttributeValues: { ':pk': due.pk, ':end': due.skBefore },",
    "return { kind: 'updated', report };",
    "export const INCOMING_PREFIX = 'incoming/';",
  ])('leaves %s alone (not a key literal)', (line) => {
    expect(isKeyLiteral(line)).toBe(false);
  });
});
