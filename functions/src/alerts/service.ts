import { env } from '../lib/env.js';
import { deliverDeviceMessage, SYSTEM_SENDER } from '../messages/index.js';
import { sendEmail, sendSms } from '../notify/index.js';
import type { BatchRead } from '../lib/dynamo.js';
import {
  claimSend,
  finishSend,
  listSendItems,
  rebuildSendTally,
  sendTalliesRead,
  type SendChannel,
  type SendScope,
} from '../notify/index.js';
import { fillTemplate, type AlertMessage } from './message.js';
import { countMetric } from '../lib/logger.js';
import { alertSendPartition } from './alert-send-entity.js';

/** Send records are kept a year (privacy policy: records of what was sent, then gone), seconds. */
const SEND_RECORD_TTL_S = 365 * 24 * 3600;
/** Sends in flight at once per message. */
const SEND_CONCURRENCY = 10;

/** Where the sends of alert `alertId` are recorded (site table, alert-send-entity.ts). */
export function alertSendScope(alertId: string, now = Date.now()): SendScope {
  return {
    tableName: env().SITE_TABLE,
    pk: alertSendPartition(alertId),
    attributes: { AlertId: alertId },
    expiresAt: Math.floor(now / 1000) + SEND_RECORD_TTL_S,
    tally: true,
  };
}

interface Delivery {
  channel: SendChannel;
  address: string;
  name: string;
  send: () => Promise<unknown>;
}

function deliveriesOf(alert: AlertMessage): Delivery[] {
  return alert.Recipients.flatMap((r) => {
    const text = (t: { en: string; fr: string }) => ({
      en: fillTemplate(t.en, r.Vars),
      fr: fillTemplate(t.fr, r.Vars),
    });
    const subject = text(alert.Subject);
    const out: Delivery[] = [];
    // The email carries the full body, the SMS its short text.
    const channels = [
      { channel: 'email', address: r.Email, send: sendEmail, body: alert.Body },
      { channel: 'sms', address: r.Mobile, send: sendSms, body: alert.Sms },
    ] as const;
    for (const { channel, address, send, body } of channels)
      if (address)
        out.push({
          channel,
          address,
          name: r.Name,
          send: () => send(address, { subject, body: text(body) }),
        });
    if (r.UserName) {
      const userName = r.UserName;
      const body = text(alert.Body);
      // The inbox keeps each language apart, so the web shows the reader's (Title/Body: English).
      const texts = {
        en: { Title: subject.en, Body: body.en },
        fr: { Title: subject.fr, Body: body.fr },
      };
      out.push({
        channel: 'inbox',
        address: userName,
        name: r.Name,
        send: () =>
          deliverDeviceMessage({
            MessageId: `${alert.AlertId}`,
            ToUserName: userName,
            To: r.Name,
            FromUserName: null,
            From: SYSTEM_SENDER,
            ...texts.en,
            Texts: texts,
          }),
      });
    }
    return out;
  });
}

/**
 * Delivers one alert message: each (channel, address) is claimed before sending and recorded
 * after, so a redelivery sends only what has not gone out. Tries every send, then throws when
 * any failed so the queue retries the message (and finally dead-letters it).
 */
export async function deliverAlert(
  alert: AlertMessage,
  now = Date.now(),
): Promise<{ sent: number; skipped: number }> {
  const scope = alertSendScope(alert.AlertId, now);
  const queue = deliveriesOf(alert);
  let sent = 0;
  let skipped = 0;
  const failures: string[] = [];
  const worker = async () => {
    for (let d = queue.shift(); d; d = queue.shift()) {
      if (!(await claimSend(scope, d.channel, d.address, d.name))) {
        skipped++;
        continue;
      }
      try {
        await d.send();
        await finishSend(scope, d.channel, d.address, null);
        sent++;
      } catch (err) {
        const message = (err as Error).message || (err as Error).name;
        await finishSend(scope, d.channel, d.address, message);
        failures.push(`${d.channel} ${d.address}: ${message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker));
  countMetric('AlertsSent', sent);
  countMetric('AlertsFailed', failures.length);
  if (failures.length)
    throw new Error(`alert ${alert.AlertId}: ${failures.length} send(s) failed: ${failures.join('; ')}`);
  return { sent, skipped };
}

/** The send records of an alert (channel, address, status), for logs and tests. */
export function listAlertSends(alertId: string): Promise<Record<string, unknown>[]> {
  return listSendItems(alertSendScope(alertId));
}

/**
 * How many sends of each alert went out and how many failed (its tally item, kept with the
 * sends), by AlertId; an alert with no send recorded yet counts 0 and 0. A batch read, to run
 * with a list's other items in one BatchGetItem.
 */
export function alertTalliesRead(
  alertIds: readonly string[],
): BatchRead<Map<string, { Sent: number; Failed: number }>> {
  const read = sendTalliesRead(env().SITE_TABLE, alertIds.map(alertSendPartition));
  return {
    ...read,
    parse(items) {
      const tallies = read.parse(items);
      return new Map(
        alertIds.map((id) => {
          const t = tallies.get(alertSendPartition(id));
          return [id, { Sent: t?.Sent ?? 0, Failed: t?.Failed ?? 0 }];
        }),
      );
    },
  };
}

/** Writes an alert's tally again from its sends (deploy-time backfill; see rebuildSendTally). */
export function rebuildAlertTally(alertId: string): Promise<{ Sent: number; Failed: number }> {
  return rebuildSendTally(alertSendScope(alertId));
}
