/**
 * `npx tsx bench/startup-bench.ts [--port 4760] [--later 2]` (also run by `npm run bench`)
 *
 * How long `npm start` takes until the portal answers: a first start on an empty data folder
 * (web build, stand-ins, table creation, the whole seed) and later starts on the data it left.
 * Each start is `npm start` in a process group of its own, timed from spawn to the "portal ready"
 * line and then to the first 200 from the portal; the phases are the ones scripts/start.ts
 * prints. Goals (wall time): first start ≤ 20 s, later starts ≤ 10 s. Prints; never fails on time.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../scripts/local/config.js';
import { freePort } from './ddb.js';
import { table } from './format.js';
import { waitForPortal } from './portal.js';

const GOAL_FIRST_S = 20;
const GOAL_LATER_S = 10;
const READY = /portal ready in ([\d.]+) s \(web build ([\d.]+) s, stand-ins ([\d.]+) s, seed ([\d.]+) s\)/;

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4760' }, later: { type: 'string', default: '2' } },
});

interface Start {
  label: string;
  /** Spawn of `npm start` to the portal's first 200, seconds. */
  wall: number;
  /** As scripts/start.ts reports them, seconds. */
  total: number;
  build: number;
  standIns: number;
  seed: number;
}

/** Runs `npm start` on `dataDir` until the portal answers, then stops it (SIGINT to its group). */
async function startOnce(label: string, port: number, dataDir: string): Promise<Start> {
  const spawned = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, PORT: String(port), BW_DATA_DIR: dataDir, BW_SEED_FLIGHT_LINES: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = READY.exec(output);
      if (m) resolve(m);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`npm start exited (${code}) before ready:\n${output.slice(-2000)}`)),
    );
  });
  await waitForPortal(`http://127.0.0.1:${port}/`, 60_000, 50);
  const wall = (performance.now() - spawned) / 1000;
  process.kill(-child.pid!, 'SIGINT');
  await exited;
  const [, total, build, standIns, seed] = match.map(Number) as [number, number, number, number, number];
  return { label, wall, total, build, standIns, seed };
}

const port = await freePort(Number(values.port));
const dataDir = mkdtempSync(path.join(tmpdir(), 'bw-startup-'));
try {
  const starts = [await startOnce('first (empty data folder)', port, dataDir)];
  for (let i = 1; i <= Number(values.later); i++) starts.push(await startOnce(`later #${i}`, port, dataDir));
  const s = (n: number) => `${n.toFixed(1)} s`;
  console.log(`\n=== npm start: first and later starts (port ${port}, data ${dataDir}) ${'='.repeat(20)}`);
  console.log(
    table(
      [
        { title: 'start' },
        { title: 'to first 200', align: 'right' },
        { title: 'web build', align: 'right' },
        { title: 'stand-ins', align: 'right' },
        { title: 'seed', align: 'right' },
        { title: 'goal' },
      ],
      starts.map((r, i) => {
        const goal = i === 0 ? GOAL_FIRST_S : GOAL_LATER_S;
        return [
          r.label,
          s(r.wall),
          s(r.build),
          s(r.standIns),
          s(r.seed),
          `≤ ${goal} s ${r.wall <= goal ? 'met' : 'NOT met'}`,
        ];
      }),
    ).join('\n'),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
