import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** The first port from `start` on which nothing listens (127.0.0.1). */
export async function freePort(start: number, attempts = 50): Promise<number> {
  for (let port = start; port < start + attempts; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${start}..${start + attempts - 1}`);
}

/** Stops DynamoDB Local (the child started by this run) and waits for it to exit. */
export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Takes `dir` for this run (a pid file): two DynamoDB Local processes on one database file
 * would corrupt it. Throws when another live process holds it; a stale lock is taken over.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'bench.lock');
  if (existsSync(file)) {
    const holder = Number(readFileSync(file, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder))
      throw new Error(
        `Another bench run (pid ${holder}) is using ${dir}; wait for it or pass another --data-dir`,
      );
    rmSync(file, { force: true });
  }
  writeFileSync(file, String(process.pid), { flag: 'wx' });
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The function environment (functions/src/lib/env.ts) of a bench process: names for the tables
 * and topics, the SDK pointed at the bench's own DynamoDB Local (and outbox, when given). Set it
 * before the function modules are first used.
 */
export function setBenchEnv(ports: { dynamodb: number; outbox?: number }): void {
  Object.assign(process.env, {
    AWS_REGION: 'eu-west-2',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamodb}`,
    ...(ports.outbox
      ? {
          AWS_ENDPOINT_URL_SNS: `http://127.0.0.1:${ports.outbox}`,
          AWS_ENDPOINT_URL_SES: `http://127.0.0.1:${ports.outbox}`,
        }
      : {}),
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
    OUTREACH_TOPIC_ARN: 'arn:aws:sns:eu-west-2:000000000000:outreach',
    SITE_URL: 'http://localhost:3000',
    LOG_LEVEL: 'warn',
    POWERTOOLS_LOG_LEVEL: 'ERROR',
    POWERTOOLS_METRICS_DISABLED: 'true',
    // As the local stack does (scripts/local/stack.ts): the SDK's notice about future Node versions is noise here.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
}

/** A bench's own local stack: DynamoDB Local with the portal's tables, and the outbox stand-in. */
export interface BenchStack {
  /** Where the outbox writes each message (emptied at start). */
  outboxDir: string;
  /** Ends both and releases the data folder's lock. */
  stop(): Promise<void>;
}

/**
 * Starts DynamoDB Local (in memory, or kept in `<dataDir>/dynamodb` with `persist`; the folder is
 * wiped first with `fresh`) with the portal's tables and an empty outbox stand-in, holding the
 * data folder's lock. Call after setBenchEnv: the local modules read the environment.
 */
export async function startBenchStack(p: {
  dataDir: string;
  fresh: boolean;
  persist: boolean;
  ports: { dynamodb: number; outbox: number };
}): Promise<BenchStack> {
  const { startDynamoDbLocal, ensureTables, dynamoClient } =
    await import('../scripts/local/dynamodb-local.js');
  const { startOutbox } = await import('../scripts/local/outbox.js');
  if (p.fresh) rmSync(p.dataDir, { recursive: true, force: true });
  const release = lockDataDir(p.dataDir);
  const ddb = await startDynamoDbLocal(
    p.ports.dynamodb,
    p.persist ? path.join(p.dataDir, 'dynamodb') : 'memory',
  );
  const outboxDir = path.join(p.dataDir, 'outbox');
  rmSync(outboxDir, { recursive: true, force: true });
  const outbox = await startOutbox(p.ports.outbox, outboxDir);
  const stop = async () => {
    await new Promise<void>((resolve) => outbox.close(() => resolve()));
    await stopChild(ddb);
    release();
  };
  try {
    await ensureTables(dynamoClient(p.ports.dynamodb));
  } catch (err) {
    await stop();
    throw err;
  }
  return { outboxDir, stop };
}

/**
 * The command-line options of a bench with its own stack (parseArgs form): `--port` (the first
 * port tried for DynamoDB Local; the outbox takes the next free one), `--fresh`, `--persist` and
 * `--data-dir` (below the repository root).
 */
export const stackOptions = (port: string, dataDir: string) =>
  ({
    port: { type: 'string', default: port },
    fresh: { type: 'boolean', default: false },
    /** Keep the seeded items on disk for later runs (DynamoDB Local writes ≈ 20× slower than in memory). */
    persist: { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: dataDir },
  }) as const;

/**
 * Picks the free ports from `--port` and sets the bench environment (setBenchEnv) for them, so
 * the function modules can be imported next; `start` then starts the stack (startBenchStack) in
 * `--data-dir`, resolved against the repository root.
 */
export async function prepareBenchStack(values: {
  port: string;
  fresh: boolean;
  persist: boolean;
  'data-dir': string;
}) {
  const dynamodb = await freePort(Number(values.port));
  const outbox = await freePort(dynamodb + 1);
  setBenchEnv({ dynamodb, outbox });
  const { ROOT } = await import('../scripts/local/config.js');
  const dataDir = path.resolve(ROOT, values['data-dir']);
  const start = () =>
    startBenchStack({ dataDir, fresh: values.fresh, persist: values.persist, ports: { dynamodb, outbox } });
  return { ddbPort: dynamodb, dataDir, start };
}
