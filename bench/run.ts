/**
 * `npm run bench [-- --records 100000] [--concurrency 8] [--port 3590] [--fresh] [--data-dir .local/bench-ddb]
 *   [--apiaries 1000000]`
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
  },
});

const positive = (name: string, text: string) => {
  const n = Number(text.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got ${text}`);
  return n;
};

const records = positive('records', values.records);
const concurrency = positive('concurrency', values.concurrency);
const port = await freePort(positive('port', values.port));

setBenchEnv({ dynamodb: port });

const { main } = await import('./bench.js');
const code = await main({
  records,
  concurrency,
  port,
  fresh: values.fresh,
  dataDir: path.resolve(ROOT, values['data-dir']),
});
// The escalation bench runs its own local stack, so it gets a process (and SDK clients) of its own.
const escalation = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(ROOT, 'bench/escalation-bench.ts')],
  {
    stdio: 'inherit',
    env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'ERROR' },
  },
);
// Radius searches and spray alert fan-out, with its own DynamoDB Local and outbox.
const geo = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    path.join(ROOT, 'bench/geo-bench.ts'),
    ...(values.apiaries ? ['--apiaries', values.apiaries] : []),
  ],
  { stdio: 'inherit', env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'ERROR' } },
);
// Swarm collector matching at 100,000 collectors, in its own process and DynamoDB Local.
const swarm = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/swarm-bench.ts')], {
  stdio: 'inherit',
  env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'ERROR' },
});
// Lambda bundle sizes and import times (bench/lambda-bench.ts), each import in fresh processes.
const lambda = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/lambda-bench.ts')], {
  stdio: 'inherit',
  env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'ERROR' },
});
// The web in headless Chromium: login JS, reporting DOM size, CLS and select-all, its own portal.
const web = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/web-bench.ts')], {
  stdio: 'inherit',
  env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'ERROR' },
});
// DynamoDB round trips per list request, every list route and role, its own portal.
const roundTrips = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(ROOT, 'bench/round-trips-bench.ts')],
  { stdio: 'inherit', env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'ERROR' } },
);
process.exit(
  code ||
    (escalation.status ?? 1) ||
    (geo.status ?? 1) ||
    (swarm.status ?? 1) ||
    (lambda.status ?? 1) ||
    (web.status ?? 1) ||
    (roundTrips.status ?? 1),
);
