/**
 * How every Lambda bundle is built (PortalFunction's NodejsFunction bundling), in plain values so
 * bench/lambda-bench.ts builds exactly the deployed bundle without loading the CDK.
 *
 * CommonJS output: the runtime-provided AWS SDK v3 packages are CommonJS, and a CommonJS bundle
 * `require`s them directly, where an ES module bundle has Node run its CommonJS export lexer and
 * ESM translation over every SDK file at cold start (measured by bench/lambda-bench.ts: 30–45 %
 * of a function's import time). Our sources stay ES modules; esbuild converts them.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHONE_METADATA_FILES, type RouteArea } from '@beewatch/shared';
import type { BuildOptions } from 'esbuild';

export const LAMBDA_BUNDLING = {
  format: 'cjs',
  /** The bundle's file name in the asset (NodejsFunction's name for CommonJS output). */
  file: 'index.js',
  minify: true,
  sourceMap: true,
  // The code is written and tested on Node 20 (the local stack), so that is its syntax floor.
  target: 'node20',
  mainFields: ['module', 'main'],
  /**
   * CommonJS has no import.meta: the one use (lib/env.ts, the local default folder of the
   * gazetteer, which Lambda never reads as api-stack.ts sets GAZETTEER_DATA_DIR) gets the
   * bundle's own URL in Lambda's task root.
   */
  define: { 'import.meta.url': JSON.stringify('file:///var/task/index.js') },
  /**
   * Left out of the bundle because the Node.js 22 runtime ships them: what NodejsFunction
   * excludes with `bundleAwsSDK: false` and cdk.json's `sdkV3ExcludeSmithyPackages` flag (every
   * @aws-sdk/* package, incl. lib-dynamodb and the presigners, and their @smithy/* parts).
   */
  runtimeProvided: ['@aws-sdk/*', '@smithy/*'],
  /**
   * Modules replaced in every bundle (esbuild alias) by stubs that throw if ever called:
   * postcss, which sanitize-html loads only to parse `style` attributes that the guide allow-list
   * never admits (functions/src/guides); semver, which the X-Ray SDK loads only for its AWS SDK
   * v2 patcher, where the functions trace SDK v3 clients (functions/src/lib/semver-stub.ts).
   * And htmlparser2 is narrowed to its Parser module, the one export sanitize-html uses: its
   * `require('htmlparser2')` would otherwise keep the whole package (DOM handler, DOM utilities,
   * serializer and the entity encoder, ~50 KB) in the function that sanitizes guide HTML.
   */
  alias: {
    htmlparser2: htmlparser2Parser(),
    postcss: fileURLToPath(new URL('../../functions/src/guides/postcss-stub.ts', import.meta.url)),
    semver: fileURLToPath(new URL('../../functions/src/lib/semver-stub.ts', import.meta.url)),
  },
} as const;

/** `require` as the functions package resolves its dependencies (the versions its lockfile pins). */
function functionsRequire(): NodeJS.Require {
  return createRequire(fileURLToPath(new URL('../../functions/package.json', import.meta.url)));
}

/**
 * The ES module of htmlparser2's Parser, as installed for sanitize-html (its own copy, which the
 * lockfile pins): `lib/esm/Parser.js` beside the package's CommonJS entry.
 */
function htmlparser2Parser(): string {
  const sanitizeHtml = functionsRequire().resolve('sanitize-html');
  const entry = createRequire(sanitizeHtml).resolve('htmlparser2');
  return path.join(path.dirname(entry), 'esm', 'Parser.js');
}

/**
 * LAMBDA_BUNDLING as esbuild's own options, for the builds that run esbuild directly and must
 * match the deployed asset (bench/lambda-bench.ts, infra/test/bundling.test.ts): a bundle for
 * Node, AWS SDK v3 left to the runtime. Entry, output and log level are the caller's.
 */
export const LAMBDA_ESBUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: LAMBDA_BUNDLING.format,
  minify: LAMBDA_BUNDLING.minify,
  sourcemap: LAMBDA_BUNDLING.sourceMap,
  target: LAMBDA_BUNDLING.target,
  mainFields: [...LAMBDA_BUNDLING.mainFields],
  define: { ...LAMBDA_BUNDLING.define },
  alias: { ...LAMBDA_BUNDLING.alias },
  external: [...LAMBDA_BUNDLING.runtimeProvided],
} satisfies BuildOptions;

/** A phone metadata set (functions/src/lib/phone-numbers.ts). */
export type PhoneMetadataSet = keyof typeof PHONE_METADATA_FILES;

/**
 * The phone metadata each area checks numbers with (functions/src/lib/phone-numbers.ts), shipped
 * beside its bundle as data read on the first phone check, not code parsed at every cold start:
 * registration and user administration check a mobile of the portal's countries; the public swarm
 * form a reporter's phone of any country.
 */
export const PHONE_METADATA_AREAS: Partial<Record<RouteArea, PhoneMetadataSet>> = {
  profile: 'portal',
  users: 'portal',
  swarmform: 'world',
};

/** The folder of the phone metadata files in a function's asset, and so under Lambda's task root. */
const PHONE_METADATA_FOLDER = 'phone';

/**
 * The source file of a phone metadata set: the repository's cut (`portal`) or the installed
 * libphonenumber-js's full metadata (`world`).
 */
export function phoneMetadataSource(set: PhoneMetadataSet): string {
  return set === 'portal'
    ? fileURLToPath(new URL('../../functions/src/lib/phone-metadata.json', import.meta.url))
    : functionsRequire().resolve('libphonenumber-js/metadata.max.json');
}

/**
 * What an area's function ships for its phone checks: PHONE_METADATA_DIR's value in Lambda and
 * the asset files (source → path in the asset); undefined for an area that checks no phone.
 */
export function phoneMetadataAssets(
  area: RouteArea,
): { dir: string; assets: Record<string, string>; set: PhoneMetadataSet } | undefined {
  const set = PHONE_METADATA_AREAS[area];
  if (!set) return undefined;
  return {
    dir: `/var/task/${PHONE_METADATA_FOLDER}`,
    assets: { [phoneMetadataSource(set)]: `${PHONE_METADATA_FOLDER}/${PHONE_METADATA_FILES[set]}` },
    set,
  };
}
