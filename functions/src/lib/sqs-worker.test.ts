import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNIT_TEST_ENV } from '../testing/unit-env.js';

/**
 * The SNS → SQS worker: every record is handled on its own, and a record that fails — whether
 * its handling throws or it does not parse as the expected message — is reported as a batch
 * item failure, so SQS delivers it again and finally dead-letters it; none is dropped.
 */
Object.assign(process.env, UNIT_TEST_ENV);

let worker: typeof import('./sqs-worker.js');
beforeAll(async () => {
  worker = await import('./sqs-worker.js');
});

const record = (messageId: string, body: string): SQSRecord =>
  ({
    messageId,
    body,
    attributes: {},
    messageAttributes: {},
    eventSource: 'aws:sqs',
  }) as unknown as SQSRecord;
const viaSns = (message: unknown) =>
  JSON.stringify({ Type: 'Notification', Message: JSON.stringify(message) });
const eventOf = (...Records: SQSRecord[]): SQSEvent => ({ Records });
const context = {
  awsRequestId: 'req-1',
  functionName: 'alerts',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:eu-west-2:000000000000:function:alerts',
  memoryLimitInMB: '256',
  getRemainingTimeInMillis: () => 30_000,
} as unknown as Context;

const Ping = z.object({ Id: z.string() });

describe('queueWorker', () => {
  it('reports a message that does not parse as a batch item failure (to the DLQ), and handles the rest', async () => {
    const handled: string[] = [];
    const handler = worker.queueWorker({
      name: 'ping',
      schema: Ping,
      handle: async (m) => void handled.push(m.Id),
    });
    const out = await handler(
      eventOf(
        record('good', viaSns({ Id: 'a' })),
        record('drifted', viaSns({ Identifier: 'b' })),
        record('garbage', 'not json'),
        record('raw', JSON.stringify({ Id: 'c' })),
      ),
      context,
    );
    expect(out.batchItemFailures.map((f) => f.itemIdentifier)).toEqual(['drifted', 'garbage']);
    expect(handled).toEqual(['a', 'c']);
  });

  it('reports the messages whose handling failed, and answers (not throws) when all failed', async () => {
    const handler = worker.queueWorker({
      name: 'ping',
      schema: Ping,
      handle: async () => {
        throw new Error('SES throttled');
      },
    });
    const out = await handler(eventOf(record('m1', viaSns({ Id: 'a' })), record('m2', viaSns({ Id: 'b' }))));
    expect(out.batchItemFailures.map((f) => f.itemIdentifier)).toEqual(['m1', 'm2']);
  });
});
