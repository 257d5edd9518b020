import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';

/** One message the portal sent: an email (SES) or an SMS or topic message (SNS). */
export interface OutboxMessage {
  id: string;
  at: string;
  channel: 'email' | 'sms' | 'topic';
  to: string[];
  subject?: string;
  body: string;
}

/** An SQS-triggered Lambda handler, as the escalation worker is. */
export type QueueHandler = (event: SQSEvent) => Promise<SQSBatchResponse | void>;

/** Receives before a message goes to the dead-letter folder (the queues' maxReceiveCount). */
export const MAX_RECEIVES = 5;

/**
 * Faults to inject into the next sends (tests): each count makes that many SES/SNS calls fail
 * with a non-retryable error, so the failure reaches the worker and the queue's retry. With
 * `to`, only sends to that address (email or phone number) fail, so sends to others that run
 * meanwhile neither fail nor use the count up.
 */
export const outboxFaults: { email: number; sms: number; to?: string } = { email: 0, sms: 0 };

/** Topic subscriptions: SNS → SQS → handler, as the messaging stack wires them in AWS. */
const subscriptions = new Map<string, QueueHandler>();
export function subscribe(topicArn: string, handler: QueueHandler): void {
  subscriptions.set(topicArn, handler);
}

/** Records in one SQS event, as the event source mappings of the api stack (batchSize 10). */
export const SQS_BATCH_SIZE = 10;
/** How long the queue gathers messages for a batch, ms (the event source's batching window). */
export const BATCH_WINDOW_MS = 50;

/** A queued message and how often it has been received. */
interface Queued {
  messageId: string;
  body: string;
  receives: number;
}

/** One SQS queue per topic: messages waiting, and whether a receive loop is running. */
const queues = new Map<string, { waiting: Queued[]; running: boolean }>();

function recordOf(topicArn: string, m: Queued) {
  return {
    messageId: m.messageId,
    receiptHandle: randomUUID(),
    body: m.body,
    attributes: { ApproximateReceiveCount: String(m.receives) },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: `${topicArn}-queue`,
    awsRegion: 'eu-west-2',
  };
}

/**
 * Hands one batch (up to SQS_BATCH_SIZE records) to the subscriber and returns the messages to
 * receive again: those named in batchItemFailures, or the whole batch when the handler throws
 * (a Lambda error), as SQS does with ReportBatchItemFailures.
 */
async function receiveBatch(topicArn: string, handler: QueueHandler, batch: Queued[]): Promise<Queued[]> {
  for (const m of batch) m.receives += 1;
  const event = { Records: batch.map((m) => recordOf(topicArn, m)) } as unknown as SQSEvent;
  try {
    const result = await handler(event);
    const failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
    return batch.filter((m) => failed.has(m.messageId));
  } catch {
    return batch;
  }
}

/**
 * The queue's receive loop: gathers messages for BATCH_WINDOW_MS, delivers them in batches of
 * up to SQS_BATCH_SIZE, puts failed records back after a backoff like the visibility timeout,
 * and writes a record to `<dir>/../dlq` after MAX_RECEIVES failed receives.
 */
async function drain(dir: string, topicArn: string, handler: QueueHandler): Promise<void> {
  const queue = queues.get(topicArn)!;
  queue.running = true;
  try {
    while (queue.waiting.length) {
      await new Promise((r) => setTimeout(r, BATCH_WINDOW_MS));
      const batch = queue.waiting.splice(0, SQS_BATCH_SIZE);
      const failed = await receiveBatch(topicArn, handler, batch);
      for (const m of failed) {
        if (m.receives >= MAX_RECEIVES) {
          const dlq = path.join(dir, '..', 'dlq');
          mkdirSync(dlq, { recursive: true });
          writeFileSync(path.join(dlq, `${m.messageId}.json`), m.body);
          continue;
        }
        setTimeout(
          () => {
            queue.waiting.push(m);
            if (!queue.running) void drain(dir, topicArn, handler);
          },
          100 * 2 ** m.receives,
        );
      }
    }
  } finally {
    queue.running = false;
  }
}

/**
 * Queues a topic message for its subscriber in SNS's envelope (raw delivery off), delivered in
 * SQS-event batches by the topic's receive loop (drain).
 */
function deliver(dir: string, topicArn: string, message: string, messageId: string): void {
  const handler = subscriptions.get(topicArn);
  if (!handler) return;
  const body = JSON.stringify({
    Type: 'Notification',
    MessageId: messageId,
    TopicArn: topicArn,
    Message: message,
  });
  const queue = queues.get(topicArn) ?? { waiting: [], running: false };
  queues.set(topicArn, queue);
  queue.waiting.push({ messageId, body, receives: 0 });
  if (!queue.running) void drain(dir, topicArn, handler);
}

/** Messages in the outbox folder, newest first. */
export function readOutbox(dir: string): OutboxMessage[] {
  mkdirSync(dir, { recursive: true });
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMessage);
}

function store(dir: string, message: Omit<OutboxMessage, 'id' | 'at'>): string {
  const id = randomUUID();
  const at = new Date().toISOString();
  // Millisecond time plus a counter-free uuid keeps names unique and sortable by time.
  writeFileSync(
    path.join(dir, `${Date.now().toString().padStart(15, '0')}-${id}.json`),
    JSON.stringify({ id, at, ...message }),
  );
  return id;
}

async function bodyOf(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The SES/SNS stand-in (ARCHITECTURE.md): the SDK clients point here with their standard
 * endpoint variables; SES SendEmail (query protocol) and SNS Publish (query or JSON protocol)
 * are stored as JSON files in `dir`, which the /__dev/outbox page lists.
 */
export function startOutbox(port: number, dir: string): Promise<http.Server> {
  mkdirSync(dir, { recursive: true });
  const server = http.createServer(async (req, res) => {
    const raw = await bodyOf(req);
    const target = String(req.headers['x-amz-target'] ?? '');
    const params: Record<string, string> = target
      ? (JSON.parse(raw || '{}') as Record<string, string>)
      : Object.fromEntries(new URLSearchParams(raw));
    if (params.Action === 'SendEmail') {
      // Query protocol: Destination.ToAddresses.member.N, Message.Subject.Data, Message.Body.*.Data.
      const to = Object.keys(params)
        .filter((k) => k.startsWith('Destination.ToAddresses.member.'))
        .sort((a, b) => Number(a.split('.').pop()) - Number(b.split('.').pop()))
        .map((k) => params[k]!);
      if (outboxFaults.email > 0 && (!outboxFaults.to || to.includes(outboxFaults.to))) {
        outboxFaults.email -= 1;
        return injectedFault(res, false);
      }
      const MessageId = store(dir, {
        channel: 'email',
        to,
        subject: params['Message.Subject.Data'],
        body: params['Message.Body.Text.Data'] ?? params['Message.Body.Html.Data'] ?? '',
      });
      res
        .writeHead(200, { 'content-type': 'text/xml' })
        .end(
          `<SendEmailResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><SendEmailResult><MessageId>${MessageId}</MessageId></SendEmailResult><ResponseMetadata><RequestId>${MessageId}</RequestId></ResponseMetadata></SendEmailResponse>`,
        );
      return;
    }
    if (params.Action === 'Publish' || target.endsWith('.Publish')) {
      if (
        params.PhoneNumber &&
        outboxFaults.sms > 0 &&
        (!outboxFaults.to || params.PhoneNumber === outboxFaults.to)
      ) {
        outboxFaults.sms -= 1;
        return injectedFault(res, Boolean(target));
      }
      const MessageId = store(dir, {
        channel: params.PhoneNumber ? 'sms' : 'topic',
        to: [params.PhoneNumber ?? params.TopicArn ?? params.TargetArn ?? ''],
        subject: params.Subject,
        body: params.Message ?? '',
      });
      const topicArn = params.PhoneNumber ? undefined : (params.TopicArn ?? params.TargetArn);
      if (topicArn) deliver(dir, topicArn, params.Message ?? '', MessageId);
      if (target) {
        res
          .writeHead(200, { 'content-type': 'application/x-amz-json-1.0' })
          .end(JSON.stringify({ MessageId }));
      } else {
        res
          .writeHead(200, { 'content-type': 'text/xml' })
          .end(
            `<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><PublishResult><MessageId>${MessageId}</MessageId></PublishResult><ResponseMetadata><RequestId>${MessageId}</RequestId></ResponseMetadata></PublishResponse>`,
          );
      }
      return;
    }
    res
      .writeHead(400, { 'content-type': 'application/json' })
      .end(JSON.stringify({ message: 'Unsupported call' }));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** A non-retryable service error (the SDK does not retry 400s), as SES/SNS send it. */
function injectedFault(res: http.ServerResponse, json: boolean): void {
  if (json) {
    res
      .writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected' })
      .end(JSON.stringify({ __type: 'MessageRejected', message: 'Injected fault' }));
  } else {
    res
      .writeHead(400, { 'content-type': 'text/xml' })
      .end(
        '<ErrorResponse><Error><Type>Sender</Type><Code>InvalidParameter</Code><Message>Injected fault</Message></Error></ErrorResponse>',
      );
  }
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The /__dev/outbox page: every email and SMS the local portal sent, newest first. */
export function outboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) => `<tr><td>${escape(m.at)}</td><td>${m.channel}</td><td>${escape(m.to.join(', '))}</td>
<td>${escape(m.subject ?? '')}</td><td><pre>${escape(m.body)}</pre></td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox — Bee.Watch local</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left}pre{white-space:pre-wrap;margin:0}</style>
</head><body><h1>Outbox (local SES/SNS)</h1><p>${messages.length} message(s). JSON: <a href="/__dev/outbox.json">/__dev/outbox.json</a></p>
<table><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Subject</th><th>Body</th></tr></thead><tbody>
${rows}</tbody></table></body></html>`;
}
