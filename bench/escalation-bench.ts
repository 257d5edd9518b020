import { rmSync } from 'node:fs';
import { DEMO_PASSWORD } from '@beewatch/shared';
import { cognitoClientFor } from '../scripts/local/cognito.js';
import { localConfig } from '../scripts/local/config.js';
import { readOutbox } from '../scripts/local/outbox.js';
import { seed } from '../scripts/local/seed.js';
import { startLocalStack } from '../scripts/local/stack.js';

/** Recipients of the benchmark category (the most a category may have, CATEGORY_RECIPIENTS_MAX). */
const RECIPIENTS = 100;
const RUNS = 3;

async function call<T>(base: string, method: string, p: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}/api/${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { ErrorCode: number; ErrorMessage: string; data: T };
  if (json.ErrorCode !== 0) throw new Error(`${p}: ${json.ErrorMessage}`);
  return json.data;
}

/** Time from CreateTrackingRecord to the last of 100 recipients' emails in the outbox, per run. */
async function escalationLatency(): Promise<number[]> {
  // Own port (BW_BENCH_ESCALATION_PORT, default 3800) and a data folder per port, so two bench
  // runs on different ports never wipe each other's stack.
  const port = process.env.BW_BENCH_ESCALATION_PORT ?? '3800';
  const config = localConfig({ PORT: port, BW_DATA_DIR: `.local/bench-escalation-${port}` });
  rmSync(config.dataDir, { recursive: true, force: true });
  const stack = await startLocalStack(config, async ({ userPoolId }) => {
    await seed(cognitoClientFor(config.cognitoPort), userPoolId);
  });
  try {
    const base = `http://127.0.0.1:${config.port}`;
    const login = await call<{ access_token: string }>(base, 'POST', 'account/Authenticate', {
      UserName: 'controller',
      Password: DEMO_PASSWORD,
    });
    const token = login.access_token;
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const recipients = Array.from({ length: RECIPIENTS }, (_, i) => ({
        Name: `Recipient ${i}`,
        Email: `r${run}-${i}@bench.example`,
      }));
      const { CategoryID } = await call<{ CategoryID: string }>(
        base,
        'POST',
        'admin/AddEditCategory',
        {
          Name: `Bench escalation ${run}`,
          Description: 'Benchmark category (generated)',
          Responsibility: 3,
          EscalateByInt: 2,
          Map: true,
          Notes: true,
          Recipients: recipients,
        },
        token,
      );
      const wanted = new Set(recipients.map((r) => r.Email));
      const started = performance.now();
      await call(
        base,
        'POST',
        'mobile/CreateTrackingRecord',
        {
          Latitude: 46.52,
          Longitude: 6.63,
          CategoryID,
          Description: 'Benchmark record (generated)',
          CreatedDate: new Date().toISOString(),
        },
        token,
      );
      for (;;) {
        const delivered = readOutbox(stack.outboxDir).filter((m) => m.to.some((t) => wanted.has(t))).length;
        if (delivered >= RECIPIENTS) break;
        if (performance.now() - started > 60_000)
          throw new Error(`only ${delivered} of ${RECIPIENTS} arrived`);
        await new Promise((r) => setTimeout(r, 10));
      }
      times.push(performance.now() - started);
    }
    // Let the worker record the last sends before the stand-ins stop.
    await new Promise((r) => setTimeout(r, 1000));
    return times;
  } finally {
    await stack.stop();
  }
}

/** Prints the escalation benchmark. */
export async function runEscalationBench(): Promise<void> {
  console.log(`\n== Escalation: record creation → last of ${RECIPIENTS} recipients' emails in the outbox ==`);
  const times = await escalationLatency();
  times.forEach((t, i) => console.log(`  run ${i + 1}: ${t.toFixed(0)} ms`));
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `  median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms (local stand-ins: SNS→worker in-process, SES = outbox)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runEscalationBench();
