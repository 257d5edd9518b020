import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ROOT } from '../scripts/local/config.js';
import { freePort } from './ddb.js';

/** Waits until `url` answers 200, polling every `everyMs`; throws after `timeoutMs`. */
export async function waitForPortal(url: string, timeoutMs: number, everyMs = 500): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`portal not ready at ${url}`);
}

export interface BenchPortal {
  /** Base URL, e.g. `http://localhost:4700`. */
  base: string;
  /** Stops the portal this bench started (SIGINT to its process group); nothing for a reused one. */
  stop: () => void;
}

/**
 * The portal a bench measures: `reuseUrl` when given (one already running), else a fresh one
 * (scripts/start.ts on the first free port from `basePort`, an emptied data folder of its own,
 * without the generated flight lines) with `env` added; resolves once it answers.
 */
export async function startBenchPortal(opts: {
  name: string;
  basePort: number;
  reuseUrl?: string;
  env?: Record<string, string>;
  timeoutMs: number;
}): Promise<BenchPortal> {
  if (opts.reuseUrl) {
    await waitForPortal(`${opts.reuseUrl}/`, opts.timeoutMs);
    return { base: opts.reuseUrl, stop: () => {} };
  }
  const port = await freePort(opts.basePort);
  const dataDir = `.local/bench-${opts.name}-${port}`;
  rmSync(`${ROOT}/${dataDir}`, { recursive: true, force: true });
  const portal = spawn('npx', ['tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      BW_DATA_DIR: dataDir,
      BW_SEED_FLIGHT_LINES: '0',
      ...opts.env,
    },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    if (portal.pid) process.kill(-portal.pid, 'SIGINT');
  };
  const base = `http://localhost:${port}`;
  try {
    await waitForPortal(`${base}/`, opts.timeoutMs);
  } catch (err) {
    stop();
    throw err;
  }
  return { base, stop };
}

/**
 * Runs a bench process against its portal (startBenchPortal with `opts`): `measure` gets the base
 * URL; the portal is stopped afterwards whatever happens, and the process exits 0, or 1 after
 * printing the error.
 */
export function measureOnPortal(
  opts: Parameters<typeof startBenchPortal>[0],
  measure: (base: string) => Promise<void>,
): void {
  const run = async () => {
    const portal = await startBenchPortal(opts);
    try {
      await measure(portal.base);
    } finally {
      portal.stop();
    }
  };
  run().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
