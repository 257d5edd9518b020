/**
 * `npm run bench [-- --records 100000] [--concurrency 8] [--port 3590] [--fresh] [--data-dir .local/bench-ddb | memory]
 *   [--apiaries 1000000] [--only list,web,…]`
 *
 * Performance of the reporting list and the export against DynamoDB Local, with GENERATED
 * records (see bench/generate.ts). Prints numbers; never fails on time (exit 1 only when
 * something breaks). The function modules read process.env when first used, so the
 * environment is set here before bench/bench.ts (and through it the functions) is imported.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../scripts/local/config.js';
import { freePort, setBenchEnv } from './ddb.js';

const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '1000000' },
    concurrency: { type: 'string', default: '8' },
    port: { type: 'string', default: '3590' },
    fresh: { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: '.local/bench-ddb' },
    // Geo bench (bench/geo-bench.ts): apiaries to seed, default 1,000,000.
    apiaries: { type: 'string' },
    // Only these benches (comma-separated): list, escalation, geo, swarm, lambda, web, round-trips, startup.
    only: { type: 'string' },
  },
});

const BENCHES = ['list', 'escalation', 'geo', 'swarm', 'lambda', 'web', 'round-trips', 'startup'] as const;
const only = values.only?.split(',').map((name) => name.trim());
for (const name of only ?? [])
  if (!(BENCHES as readonly string[]).includes(name))
    throw new Error(`--only takes ${BENCHES.join(', ')}; got ${name}`);
/** Whether a bench runs: all of them unless --only names some. */
const runs = (name: (typeof BENCHES)[number]) => !only || only.includes(name);

const positive = (name: string, text: string) => {
  const n = Number(text.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got ${text}`);
  return n;
};

const records = positive('records', values.records);
const concurrency = positive('concurrency', values.concurrency);
const port = await freePort(positive('port', values.port));

setBenchEnv({ dynamodb: port });

let code = 0;
if (runs('list')) {
  const { main } = await import('./bench.js');
  code = await main({
    records,
    concurrency,
    port,
    fresh: values.fresh,
    // `memory`: DynamoDB Local's -inMemory, nothing kept between runs (seeds faster than a file).
    dataDir: values['data-dir'] === 'memory' ? 'memory' : path.resolve(ROOT, values['data-dir']),
  });
}

/** The other benches, each in a process of its own (own local stack, SDK clients and ports). */
const SPAWNED: [(typeof BENCHES)[number], string, string[]][] = [
  // Escalation to 100 recipients, with its own local stack.
  ['escalation', 'bench/escalation-bench.ts', []],
  // Radius searches and spray alert fan-out, with its own DynamoDB Local and outbox.
  ['geo', 'bench/geo-bench.ts', values.apiaries ? ['--apiaries', values.apiaries] : []],
  // Swarm collector matching at 100,000 collectors, its own DynamoDB Local.
  ['swarm', 'bench/swarm-bench.ts', []],
  // Lambda bundle sizes and import times, each import in fresh processes.
  ['lambda', 'bench/lambda-bench.ts', []],
  // The web in headless Chromium: login JS, reporting DOM size, CLS and select-all, its own portal.
  ['web', 'bench/web-bench.ts', []],
  // DynamoDB round trips per list request, every list route and role, its own portal.
  ['round-trips', 'bench/round-trips-bench.ts', []],
  // `npm start`: a first start on an empty data folder and later starts.
  ['startup', 'bench/startup-bench.ts', []],
];
for (const [name, script, args] of SPAWNED) {
  if (!runs(name)) continue;
  const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, script), ...args], {
    stdio: 'inherit',
    env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'ERROR' },
  });
  code ||= child.status ?? 1;
}
process.exit(code);
