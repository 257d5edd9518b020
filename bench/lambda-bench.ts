/**
 * `npx tsx bench/lambda-bench.ts [--runs 11] [--cdk-out cdk.out]`
 *
 * Lambda bundles and cold starts, per function (every API area and the escalation, alert and
 * erasure workers), with their goals:
 *
 * - **Bundle, minified**: the size of the function's `index.js`, goal ≤ 300 KB. Built with
 *   esbuild and the very options the deployed asset is built with (infra/lib/bundling.ts, read
 *   by PortalFunction: CommonJS, minified, node20, AWS SDK v3 left to the runtime); or, with
 *   `--cdk-out <dir>`, read from the assets of a `npx cdk synth --quiet` cloud assembly (the two
 *   agree byte for byte). Files shipped beside the bundle (the gazetteer, the phone metadata) are
 *   not counted; the phone metadata, read on a function's first phone check where it once was
 *   code in the bundle, is printed after its function's row.
 * - **Import time**: CPU time (user + system, reported by the process on exit) of a fresh `node`
 *   process that loads the bundle — Lambda's init phase: node's start, the bundle's own code and
 *   the runtime-provided SDK packages it requires (resolved from the repository's node_modules) —
 *   as a ratio to the same for an empty module, goal ≤ 3×. CPU time, not wall time, because on a
 *   shared 2-core machine wall time is mostly waiting for a core (it is printed too). Each bundle
 *   and the empty module are run `--runs` times, alternately so machine load hits both alike; the
 *   medians are compared. NODE_OPTIONS is Lambda's (`--enable-source-maps`); no handler is
 *   invoked and no client is created.
 *
 * Ratios, not milliseconds, are the goal: absolute times depend on the machine and its load.
 * Never fails on a figure (exit 1 only when a build or an import breaks).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { ROUTES, type RouteArea, type RouteDef } from '@beewatch/shared';
import { LAMBDA_BUNDLING, LAMBDA_ESBUILD_OPTIONS, phoneMetadataAssets } from '../infra/lib/bundling.js';
import { ROOT } from '../scripts/local/config.js';

const GOALS = { bundleKb: 300, importRatio: 3 };
/** Functions that serve no route: the queue workers and the daily job (api-stack.ts). */
const WORKERS = ['escalation', 'alerts', 'erasure'];
/** Inside the repository, so the bundles resolve the runtime-provided SDK from its node_modules. */
const OUT = path.join(ROOT, '.local/lambda-bench');

interface Bundle {
  name: string;
  file: string;
  bytes: number;
}

/** The functions, as api-stack.ts creates them: one per route area, then the workers. */
function functionNames(): string[] {
  return [...new Set([...(ROUTES as readonly RouteDef[]).map((r) => r.area), ...WORKERS])];
}

/** Builds one function's bundle with the deployed options into OUT/<name>/index.js. */
async function buildBundle(name: string): Promise<Bundle> {
  const file = path.join(OUT, name, LAMBDA_BUNDLING.file);
  await build({
    entryPoints: [path.join(ROOT, 'functions/src/handlers', `${name}.ts`)],
    outfile: file,
    ...LAMBDA_ESBUILD_OPTIONS,
    logLevel: 'error',
  });
  return { name, file, bytes: statSync(file).size };
}

/** Function name from the description api-stack.ts gives it. */
function nameOfDescription(description: string): string | undefined {
  const area = /^Bee\.Watch API area (\S+)$/.exec(description)?.[1];
  if (area) return area;
  if (description.startsWith('Bee.Watch escalation worker')) return 'escalation';
  if (description.startsWith('Bee.Watch alert worker')) return 'alerts';
  if (description.startsWith('Bee.Watch erasure job')) return 'erasure';
  return undefined;
}

/** The bundles of a synthesized cloud assembly (BeeWatch-Api's functions), copied into OUT. */
function cdkOutBundles(dir: string): Bundle[] {
  const templateFile = path.join(dir, 'BeeWatch-Api.template.json');
  const template = JSON.parse(readFileSync(templateFile, 'utf8')) as {
    Resources: Record<
      string,
      { Type: string; Properties?: { Description?: string }; Metadata?: Record<string, string> }
    >;
  };
  const bundles: Bundle[] = [];
  for (const res of Object.values(template.Resources)) {
    if (res.Type !== 'AWS::Lambda::Function') continue;
    const name = nameOfDescription(res.Properties?.Description ?? '');
    const asset = res.Metadata?.['aws:asset:path'];
    if (!name || !asset) continue;
    const from = path.join(dir, asset, LAMBDA_BUNDLING.file);
    const file = path.join(OUT, name, LAMBDA_BUNDLING.file);
    mkdirSync(path.dirname(file), { recursive: true });
    copyFileSync(from, file);
    if (existsSync(`${from}.map`)) copyFileSync(`${from}.map`, `${file}.map`);
    bundles.push({ name, file, bytes: statSync(from).size });
  }
  return bundles.sort((a, b) => functionNames().indexOf(a.name) - functionNames().indexOf(b.name));
}

/** Preloaded into each measured process: reports its CPU time (user + system, µs) on exit. */
const CPU_REPORTER = `process.on('exit', () => {
  const u = process.cpuUsage();
  require('fs').writeSync(2, '\\nCPU_US ' + (u.user + u.system) + '\\n');
});
`;

interface Run {
  cpuMs: number;
  wallMs: number;
}

/** One fresh `node` process importing `file`: its CPU time and wall time, ms; throws if it fails. */
function importRun(file: string, reporter: string): Run {
  const t0 = process.hrtime.bigint();
  const run = spawnSync(process.execPath, ['-r', reporter, file], {
    cwd: OUT,
    env: { PATH: process.env.PATH, AWS_REGION: 'eu-west-2', NODE_OPTIONS: '--enable-source-maps' },
    encoding: 'utf8',
  });
  const wallMs = Number(process.hrtime.bigint() - t0) / 1e6;
  const cpu = /CPU_US (\d+)/.exec(run.stderr)?.[1];
  if (run.status !== 0 || !cpu) throw new Error(`importing ${file} failed: ${run.stderr.slice(-600)}`);
  return { cpuMs: Number(cpu) / 1000, wallMs };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Medians of `file`'s and the empty module's runs, interleaved so load hits both alike. */
function importTimes(file: string, empty: string, reporter: string, runs: number) {
  importRun(file, reporter); // warm the file system cache once, as Lambda's image is on disk
  const a: Run[] = [];
  const b: Run[] = [];
  for (let i = 0; i < runs; i++) {
    b.push(importRun(empty, reporter));
    a.push(importRun(file, reporter));
  }
  return {
    cpuMs: median(a.map((r) => r.cpuMs)),
    wallMs: median(a.map((r) => r.wallMs)),
    emptyCpuMs: median(b.map((r) => r.cpuMs)),
    emptyWallMs: median(b.map((r) => r.wallMs)),
  };
}

/** The least any function that reads DynamoDB loads: the document client and its DynamoDB client. */
const SDK_FLOOR_SOURCE = `require('@aws-sdk/client-dynamodb');
require('@aws-sdk/lib-dynamodb');
`;

/**
 * The import floor under the goal: the DynamoDB document client alone, required from the
 * runtime-provided SDK (as deployed) and bundled into one minified file (the alternative), each
 * as a ratio to the empty module. Every API function reads DynamoDB on its first request.
 */
async function printSdkFloor(empty: string, reporter: string, runs: number): Promise<void> {
  const runtime = path.join(OUT, 'sdk-floor-runtime.js');
  writeFileSync(runtime, SDK_FLOOR_SOURCE);
  const bundled = path.join(OUT, 'sdk-floor-bundled.js');
  await build({
    stdin: { contents: SDK_FLOOR_SOURCE, resolveDir: path.join(ROOT, 'functions'), loader: 'js' },
    outfile: bundled,
    // The SDK bundled in: the alternative to the runtime's copy that this floor measures.
    ...LAMBDA_ESBUILD_OPTIONS,
    external: [],
    logLevel: 'error',
  });
  for (const [label, file] of [
    ['runtime SDK', runtime],
    [`bundled, ${(statSync(bundled).size / 1024).toFixed(0)} KB`, bundled],
  ] as const) {
    const t = importTimes(file, empty, reporter, runs);
    console.log(
      `  floor: the DynamoDB document client alone (${label}): ${t.cpuMs.toFixed(0)} ms, ` +
        `${(t.cpuMs / t.emptyCpuMs).toFixed(1)}× (empty ${t.emptyCpuMs.toFixed(0)} ms)`,
    );
  }
}

/** Prints the Lambda bench. */
export async function runLambdaBench(opts: { runs: number; cdkOut?: string }): Promise<void> {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  // As in Lambda's task root, .js files here are CommonJS (the repository's package.json says module).
  writeFileSync(path.join(OUT, 'package.json'), '{ "type": "commonjs" }\n');
  const empty = path.join(OUT, 'empty.js');
  writeFileSync(empty, '');
  const reporter = path.join(OUT, 'cpu-reporter.js');
  writeFileSync(reporter, CPU_REPORTER);
  const bundles = opts.cdkOut
    ? cdkOutBundles(path.resolve(ROOT, opts.cdkOut))
    : await Promise.all(functionNames().map(buildBundle));
  const source = opts.cdkOut ? `assets of ${opts.cdkOut}` : 'esbuild, infra/lib/bundling.ts options';

  console.log(
    `\n== Lambda bundles (${source}; AWS SDK from the runtime) and import time ` +
      `(CPU time, median of ${opts.runs} fresh node processes, vs an empty module) ==`,
  );
  console.log(
    `  ${'function'.padEnd(13)} ${'bundle'.padStart(8)}   goal ≤ ${GOALS.bundleKb} KB   ` +
      `${'import'.padStart(7)} ${'ratio'.padStart(6)}   goal ≤ ${GOALS.importRatio}×`,
  );
  let over = 0;
  let slow = 0;
  for (const b of bundles) {
    const kb = b.bytes / 1024;
    const t = importTimes(b.file, empty, reporter, opts.runs);
    const ratio = t.cpuMs / t.emptyCpuMs;
    const kbOk = kb <= GOALS.bundleKb;
    const ratioOk = ratio <= GOALS.importRatio;
    if (!kbOk) over++;
    if (!ratioOk) slow++;
    console.log(
      `  ${b.name.padEnd(13)} ${`${kb.toFixed(0)} KB`.padStart(8)}   ${kbOk ? '✔' : '✘'}${' '.repeat(15)}` +
        `${`${t.cpuMs.toFixed(0)} ms`.padStart(7)} ${`${ratio.toFixed(1)}×`.padStart(6)}   ${ratioOk ? '✔' : '✘'}` +
        `   (empty ${t.emptyCpuMs.toFixed(0)} ms; wall ${t.wallMs.toFixed(0)} / ${t.emptyWallMs.toFixed(0)} ms)`,
    );
    const phones = phoneMetadataAssets(b.name as RouteArea);
    for (const [from, to] of Object.entries(phones?.assets ?? {}))
      console.log(
        `  ${''.padEnd(13)} + ${to}, ${(statSync(from).size / 1024).toFixed(0)} KB of data beside it, read on the first phone check`,
      );
  }
  console.log(
    `  ${bundles.length} functions: ${bundles.length - over} within the size goal, ` +
      `${bundles.length - slow} within the import goal`,
  );
  await printSdkFloor(empty, reporter, opts.runs);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '11' }, 'cdk-out': { type: 'string' } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive integer, got ${values.runs}`);
  await runLambdaBench({ runs, cdkOut: values['cdk-out'] });
}
