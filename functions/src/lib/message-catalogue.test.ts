import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { messageKeyOf } from '@beewatch/shared';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

// The texts the API sends users: domain errors thrown with a literal message, and the success
// messages operations return. Each must have a stable key, so the web can translate it.
const LITERAL =
  /new (?:Validation|Unauthorized|Forbidden|NotFound|Conflict|TooManyAttempts|SubscriptionExpired)Error\(\s*'([^']+)'|ErrorMessage: '([^']+)'/g;

describe('message catalogue', () => {
  it('has a key for every message the API sends as a literal', () => {
    const missing: string[] = [];
    for (const file of sources(SRC)) {
      for (const m of readFileSync(file, 'utf8').matchAll(LITERAL)) {
        const text = m[1] ?? m[2];
        if (!messageKeyOf(text)) missing.push(`${file.slice(SRC.length + 1)}: ${text}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
