import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { PHONE_METADATA_FILES } from '@beewatch/shared';
import { LAMBDA_ESBUILD_OPTIONS, phoneMetadataSource } from '../lib/bundling.js';
import { parsePhoneNumber } from '../../functions/src/lib/phone-numbers.js';
import { sanitizeGuideHtml } from '../../functions/src/guides/sanitize.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Inside the repository, so the bundles resolve the runtime-provided SDK from node_modules.
mkdirSync(path.join(ROOT, '.local'), { recursive: true });
const dir = mkdtempSync(path.join(ROOT, '.local', 'bw-bundling-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * One source file built with the deployed Lambda options into `dir/<name>.cjs`: the bundle's
 * path, every file esbuild read, and those it kept (tree-shaken ones have 0 bytes in the output).
 */
async function bundle(source: string, name: string) {
  const outfile = path.join(dir, `${name}.cjs`);
  const { metafile } = await build({
    entryPoints: [path.join(ROOT, source)],
    outfile,
    ...LAMBDA_ESBUILD_OPTIONS,
    metafile: true,
    logLevel: 'error',
  });
  const kept = Object.values(metafile.outputs).flatMap((o) =>
    Object.entries(o.inputs).flatMap(([file, { bytesInOutput }]) => (bytesInOutput > 0 ? [file] : [])),
  );
  return { outfile, read: Object.keys(metafile.inputs), kept };
}

/**
 * The deployed bundles replace postcss and semver, narrow htmlparser2 to its Parser
 * (LAMBDA_BUNDLING.alias) and keep zod's tree-shakable API: what they leave out must change
 * nothing the functions do.
 */
describe('Lambda bundling', () => {
  it("leaves postcss and htmlparser2's DOM out of the guide sanitizer without changing what it keeps", async () => {
    const { outfile, read } = await bundle('functions/src/guides/sanitize.ts', 'sanitize');
    expect(read.some((f) => f.includes('node_modules/postcss/'))).toBe(false);
    // sanitize-html takes only htmlparser2's Parser: no DOM handler, utilities or serializer.
    for (const pkg of ['domhandler', 'domutils', 'dom-serializer'])
      expect(read.filter((f) => f.includes(`node_modules/${pkg}/`))).toEqual([]);
    expect(read.some((f) => f.includes('node_modules/htmlparser2/lib/esm/Parser.js'))).toBe(true);
    const bundled = createRequire(import.meta.url)(outfile) as {
      sanitizeGuideHtml: (html: string) => string;
    };
    for (const html of [
      '<p style="color:red" onclick="x()">ok</p>',
      '<h2 style="font-size:99px">T</h2><a href="https://bee.watch" style="x" target="_blank">w</a>',
      '<style>p{display:none}</style><p>ok</p><script>alert(1)</script>',
      '<p>caf&eacute; &amp; &lt;b&gt; &#x27;x&#39; &nbsp;</p><a href="javascript:alert(1)">j</a><ul><li>a<li>b</ul>',
    ]) {
      expect(bundled.sanitizeGuideHtml(html)).toBe(sanitizeGuideHtml(html));
    }
  });
  it('leaves semver out, and the X-Ray tracer still captures an SDK v3 client', async () => {
    const { outfile, read } = await bundle('functions/src/lib/aws/dynamodb.ts', 'dynamodb');
    expect(read.some((f) => f.includes('node_modules/aws-xray-sdk-core/'))).toBe(true);
    expect(read.filter((f) => f.includes('/semver/'))).toEqual([]);
    // As in Lambda, where the Tracer is on: it adds X-Ray's middleware to the clients it captures.
    process.env.AWS_EXECUTION_ENV = 'AWS_Lambda_nodejs22.x';
    try {
      const { documentClient } = createRequire(import.meta.url)(outfile) as {
        documentClient: () => { middlewareStack: { identify: () => string[] } };
      };
      expect(documentClient().middlewareStack.identify().join(' ')).toMatch(/XRaySDK/i);
    } finally {
      delete process.env.AWS_EXECUTION_ENV;
    }
  });
  it('reads the phone metadata from the files shipped beside the bundle, with the same verdicts', async () => {
    const { outfile, kept } = await bundle('functions/src/lib/phone-numbers.ts', 'phone-numbers');
    expect(kept.filter((f) => f.endsWith('.json'))).toEqual([]);
    const shipped = path.join(dir, 'phone');
    mkdirSync(shipped);
    for (const [set, file] of Object.entries(PHONE_METADATA_FILES))
      copyFileSync(phoneMetadataSource(set as keyof typeof PHONE_METADATA_FILES), path.join(shipped, file));
    process.env.PHONE_METADATA_DIR = shipped;
    try {
      const bundled = createRequire(import.meta.url)(outfile) as {
        parsePhoneNumber: typeof parsePhoneNumber;
      };
      const verdict = (p: ReturnType<typeof parsePhoneNumber>) => [p?.number, p?.isValid(), p?.getType()];
      for (const [text, country, set] of [
        ['07400 123456', 'GB', 'portal'],
        ['+33 6 12 34 56 78', 'GB', 'portal'],
        ['+1 202 555 0143', 'GB', 'portal'],
        ['+1 202 555 0143', 'GB', 'world'],
        ['+61 412 345 678', 'FR', 'world'],
        ['01 23 45 67 89', 'FR', 'world'],
      ] as const) {
        expect(verdict(bundled.parsePhoneNumber(text, country, set))).toEqual(
          verdict(parsePhoneNumber(text, country, set)),
        );
      }
    } finally {
      delete process.env.PHONE_METADATA_DIR;
    }
  });
  it("keeps zod's tree-shakable API only: no classic API and no locale but English", async () => {
    const { kept } = await bundle('functions/src/handlers/categories.ts', 'categories');
    const zod = kept.filter((f) => f.includes('node_modules/zod/'));
    expect(zod.some((f) => f.includes('/v4/mini/'))).toBe(true);
    expect(zod.filter((f) => f.includes('/v4/classic/'))).toEqual([]);
    expect(zod.filter((f) => f.includes('/v4/locales/')).map((f) => path.basename(f))).toEqual(['en.js']);
  });
});
