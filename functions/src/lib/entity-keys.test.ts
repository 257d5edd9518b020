import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every item type owns its keys: a key prefix literal (`USER#`, `SWARM#`, `ALERTED#`, …) may only
 * be written in the entity module of its item type (`*-entity.ts`, or tracking/keys.ts, whose
 * design the entity modules follow). Repositories, services, the local seed and the benches
 * build keys through those modules, so a key changes in one place and the seed and benches can
 * never drift from what the functions read.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TREES = ['functions/src', 'scripts/local', 'bench'];

/**
 * The account's sign-in records (verification codes, trusted devices, failed sign-ins, rate
 * counters, audit lines, access codes) are being reworked with the account's flows; until their
 * entity modules exist these files may still spell their own keys. Nothing else may.
 */
const ACCOUNT_SIGN_IN_RECORDS = new Set([
  'functions/src/account/registration/access-codes.ts',
  'functions/src/account/codes/code-limits.ts',
  'functions/src/account/erasure/erasure-service.ts',
  'functions/src/account/recovery/recovery-password.ts',
  'functions/src/account/session/trusted-devices.ts',
  'functions/src/account/codes/verification-codes.ts',
]);

const isEntityModule = (file: string) =>
  file.endsWith('-entity.ts') || file === 'functions/src/tracking/keys.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(rel);
    return rel.endsWith('.ts') && !rel.endsWith('.test.ts') ? [rel] : [];
  });
}

/** `'ABC#`, `` `ABC# ``, `"ABC#` in code (comments stripped): a key prefix literal. */
const KEY_LITERAL = /['"`][A-Z][A-Z0-9_]*#/;

function keyLiteralsIn(file: string): string[] {
  const code = readFileSync(path.join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/(^|\s)\/\/.*$/, ''));
  return code.flatMap((line, i) => (KEY_LITERAL.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe('entity keys', () => {
  it('spells key prefixes only in entity modules', () => {
    const offenders = TREES.flatMap(sourceFiles)
      .filter((f) => !isEntityModule(f) && !ACCOUNT_SIGN_IN_RECORDS.has(f))
      .flatMap(keyLiteralsIn);
    expect(offenders).toEqual([]);
  });

  it('finds a key literal where there is one (the check can fail)', () => {
    expect(KEY_LITERAL.test('const k = { pk: `SWARM#${id}` };')).toBe(true);
    expect(KEY_LITERAL.test('const k = { pk: swarmKey(id) };')).toBe(false);
  });
});
