import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every Cognito call goes through the account's adapter (account/cognito.ts): only it, and
 * lib/aws/cognito.ts which builds the one traced client, may import the Cognito SDK. A service that
 * sends its own Cognito command would bypass the adapter's error translation and be invisible
 * to whoever changes how users are stored.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALLOWED = new Set(['account/cognito.ts', 'lib/aws/cognito.ts']);
const COGNITO_SDK = /from\s+['"]@aws-sdk\/client-cognito-identity-provider['"]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(SRC, dir)).flatMap((name) => {
    const rel = dir ? `${dir}/${name}` : name;
    if (statSync(path.join(SRC, rel)).isDirectory()) return sourceFiles(rel);
    return rel.endsWith('.ts') && !rel.endsWith('.test.ts') ? [rel] : [];
  });
}

describe('Cognito adapter', () => {
  it('is the only module (with the client factory) that imports the Cognito SDK', () => {
    const importers = sourceFiles('').filter((f) =>
      COGNITO_SDK.test(readFileSync(path.join(SRC, f), 'utf8')),
    );
    expect(importers.sort()).toEqual([...ALLOWED].sort());
  });

  it('recognises an import of the Cognito SDK (the check can fail)', () => {
    expect(
      COGNITO_SDK.test("import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';"),
    ).toBe(true);
  });
});
