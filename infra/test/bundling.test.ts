import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { LAMBDA_ESBUILD_OPTIONS } from '../lib/bundling.js';
import { sanitizeGuideHtml } from '../../functions/src/guides/sanitize.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'bw-bundling-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The deployed bundles replace postcss (LAMBDA_BUNDLING.alias): the guide sanitizer, built with
 * the Lambda options, must answer exactly as the unbundled one, style attributes included.
 */
describe('Lambda bundling', () => {
  it('leaves postcss out of the guide sanitizer without changing what it keeps', async () => {
    const outfile = path.join(dir, 'sanitize.cjs');
    const result = await build({
      entryPoints: [path.join(ROOT, 'functions/src/guides/sanitize.ts')],
      outfile,
      ...LAMBDA_ESBUILD_OPTIONS,
      metafile: true,
      logLevel: 'error',
    });
    expect(Object.keys(result.metafile.inputs).some((f) => f.includes('node_modules/postcss/'))).toBe(false);
    const bundled = createRequire(import.meta.url)(outfile) as {
      sanitizeGuideHtml: (html: string) => string;
    };
    for (const html of [
      '<p style="color:red" onclick="x()">ok</p>',
      '<h2 style="font-size:99px">T</h2><a href="https://bee.watch" style="x" target="_blank">w</a>',
      '<style>p{display:none}</style><p>ok</p><script>alert(1)</script>',
    ]) {
      expect(bundled.sanitizeGuideHtml(html)).toBe(sanitizeGuideHtml(html));
    }
  });
  it('leaves semver out, and the X-Ray tracer still captures an SDK v3 client', async () => {
    // Inside the repository, so the bundle resolves the runtime-provided SDK from node_modules.
    mkdirSync(path.join(ROOT, '.local'), { recursive: true });
    const outDir = mkdtempSync(path.join(ROOT, '.local', 'bw-bundling-'));
    try {
      const outfile = path.join(outDir, 'dynamodb.cjs');
      const result = await build({
        entryPoints: [path.join(ROOT, 'functions/src/lib/aws/dynamodb.ts')],
        outfile,
        ...LAMBDA_ESBUILD_OPTIONS,
        metafile: true,
        logLevel: 'error',
      });
      const inputs = Object.keys(result.metafile.inputs);
      expect(inputs.some((f) => f.includes('node_modules/aws-xray-sdk-core/'))).toBe(true);
      expect(inputs.filter((f) => f.includes('/semver/'))).toEqual([]);
      // As in Lambda, where the Tracer is on: it adds X-Ray's middleware to the clients it captures.
      process.env.AWS_EXECUTION_ENV = 'AWS_Lambda_nodejs22.x';
      const { documentClient } = createRequire(import.meta.url)(outfile) as {
        documentClient: () => { middlewareStack: { identify: () => string[] } };
      };
      expect(documentClient().middlewareStack.identify().join(' ')).toMatch(/XRaySDK/i);
    } finally {
      delete process.env.AWS_EXECUTION_ENV;
      rmSync(outDir, { recursive: true, force: true });
    }
  });
  it("keeps zod's tree-shakable API only: no classic API and no locale but English", async () => {
    const result = await build({
      entryPoints: [path.join(ROOT, 'functions/src/handlers/categories.ts')],
      outfile: path.join(dir, 'categories.cjs'),
      ...LAMBDA_ESBUILD_OPTIONS,
      metafile: true,
      logLevel: 'error',
    });
    // What the bundle keeps (esbuild lists every file it read, tree-shaken ones with 0 bytes).
    const kept = Object.values(result.metafile.outputs).flatMap((o) =>
      Object.entries(o.inputs).flatMap(([file, { bytesInOutput }]) => (bytesInOutput > 0 ? [file] : [])),
    );
    const zod = kept.filter((f) => f.includes('node_modules/zod/'));
    expect(zod.some((f) => f.includes('/v4/mini/'))).toBe(true);
    expect(zod.filter((f) => f.includes('/v4/classic/'))).toEqual([]);
    expect(zod.filter((f) => f.includes('/v4/locales/')).map((f) => path.basename(f))).toEqual(['en.js']);
  });
});
