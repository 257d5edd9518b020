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
import { freePort } from './ddb.js';

const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '1000000' },
    concurrency: { type: 'string', default: '8' },
    port: { type: 'string', default: '3590' },
    fresh: { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: '.local/bench-ddb' },
    // Issue 6 geo bench (bench/geo-bench.ts): apiaries to seed, default 1,000,000.
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

Object.assign(process.env, {
  AWS_REGION: 'eu-west-2',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${port}`,
  TRACKING_TABLE: 'TrackingTable',
  ACCOUNT_TABLE: 'AccountTable',
  SITE_TABLE: 'SiteTable',
  CONTENT_TABLE: 'ContentTable',
  MEDIA_BUCKET: 'x',
  USER_POOL_ID: 'x',
  USER_POOL_CLIENT_ID: 'x',
  SENDER_EMAIL: 'bench@bee.watch.local',
  ESCALATION_TOPIC_ARN: 'arn:aws:sns:eu-west-2:000000000000:bench',
  SWARM_TOPIC_ARN: 'arn:aws:sns:eu-west-2:000000000000:swarm',
  SPRAY_TOPIC_ARN: 'arn:aws:sns:eu-west-2:000000000000:spray',
  SITE_URL: 'http://localhost:3000',
  LOG_LEVEL: 'warn',
});
// As the local stack does (scripts/local/stack.ts): the SDK's notice about future Node versions is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

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
// Issue 6: radius searches and spray alert fan-out, with its own DynamoDB Local and outbox.
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
// Issue 5: swarm collector matching at 100,000 collectors, in its own process and DynamoDB Local.
const swarm = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/swarm-bench.ts')], {
  stdio: 'inherit',
  env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'ERROR' },
});
process.exit(code || (escalation.status ?? 1) || (geo.status ?? 1) || (swarm.status ?? 1));
