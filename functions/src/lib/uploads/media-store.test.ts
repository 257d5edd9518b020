import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UNIT_TEST_ENV } from '../../testing/unit-env.js';

/**
 * S3 through one media store: the domains read, delete and link stored media only through
 * lib/uploads (media-store.ts, the checked-upload pipeline), never with their own S3 command, and
 * links that leave the site (escalation emails) are absolute however the media path is set.
 */
Object.assign(process.env, UNIT_TEST_ENV);

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A value import of the S3 SDK or its presigners (`import type` of the client is fine). */
const S3_SDK =
  /import\s+\{[^}]*\}\s+from\s+['"]@aws-sdk\/(client-s3|s3-request-presigner|s3-presigned-post)['"]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(SRC, dir)).flatMap((name) => {
    const rel = dir ? `${dir}/${name}` : name;
    if (statSync(path.join(SRC, rel)).isDirectory()) return sourceFiles(rel);
    return rel.endsWith('.ts') && !rel.endsWith('.test.ts') ? [rel] : [];
  });
}

let store: typeof import('./media-store.js');
beforeAll(async () => {
  store = await import('./media-store.js');
});
afterEach(() => {
  delete process.env.MEDIA_URL_BASE;
});

describe('media store', () => {
  it('is the only way the domains reach S3 (only lib/ imports the S3 SDK)', () => {
    const outsideLib = sourceFiles('').filter(
      (f) => !f.startsWith('lib/') && S3_SDK.test(readFileSync(path.join(SRC, f), 'utf8')),
    );
    expect(outsideLib).toEqual([]);
  });

  it('recognises an S3 SDK import (the check can fail)', () => {
    expect(S3_SDK.test("import { GetObjectCommand } from '@aws-sdk/client-s3';")).toBe(true);
    expect(S3_SDK.test("import type { S3Client } from '@aws-sdk/client-s3';")).toBe(false);
  });

  it("makes a link for an email absolute on the site when media is served on the site's path", async () => {
    process.env.MEDIA_URL_BASE = '/media';
    const link = new URL(
      await store.presignedMediaLink('tracking/01J/image', 'image/png', 'hornet-01J.png', 86_400),
    );
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/media/tracking/01J/image');
    expect(link.searchParams.get('X-Amz-Expires')).toBe('86400');
    expect(link.searchParams.get('response-content-disposition')).toBe(
      'attachment; filename="hornet-01J.png"',
    );
  });
});
