import { mkdtempSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_RECEIVES, startOutbox, subscribe } from './outbox.js';

const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'bw-outbox-')), 'outbox');
const server = await startOutbox(0, dir);
const port = (server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** Publishes to a topic through the SNS query protocol, as the SDK does. */
async function publish(topicArn: string, message: string): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ Action: 'Publish', TopicArn: topicArn, Message: message }).toString(),
  });
  expect(res.status).toBe(200);
}

const messageOf = (record: SQSEvent['Records'][number]) =>
  (JSON.parse(record.body) as { Message: string }).Message;

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the local queue stand-in', () => {
  it('delivers several records in one SQS event and redelivers only the batch item failures', async () => {
    const topic = 'arn:aws:sns:eu-west-2:000000000000:test-batches';
    const events: { message: string; receive: string }[][] = [];
    subscribe(topic, async (event) => {
      events.push(
        event.Records.map((r) => ({ message: messageOf(r), receive: r.attributes.ApproximateReceiveCount })),
      );
      const failures = event.Records.filter(
        (r) => messageOf(r) === 'm2' && r.attributes.ApproximateReceiveCount === '1',
      );
      return { batchItemFailures: failures.map((r) => ({ itemIdentifier: r.messageId })) };
    });
    await Promise.all(['m1', 'm2', 'm3', 'm4'].map((m) => publish(topic, m)));
    await until(() => events.flat().length === 5);
    expect(events[0]!.length).toBeGreaterThan(1);
    expect(
      events
        .flat()
        .filter((r) => r.message === 'm2')
        .map((r) => r.receive),
    ).toEqual(['1', '2']);
    for (const m of ['m1', 'm3', 'm4']) expect(events.flat().filter((r) => r.message === m)).toHaveLength(1);
  });

  it('moves a record that keeps failing to the dead-letter folder after the last receive', async () => {
    const topic = 'arn:aws:sns:eu-west-2:000000000000:test-dlq';
    let receives = 0;
    subscribe(topic, async (event) => {
      receives += event.Records.length;
      throw new Error('worker down');
    });
    await publish(topic, 'doomed');
    await until(() => readdirSync(path.join(dir, '..')).includes('dlq'), 15_000);
    expect(receives).toBe(MAX_RECEIVES);
  });
});
