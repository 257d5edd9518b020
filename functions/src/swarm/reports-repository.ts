import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SwarmContact, SwarmHistoryLine, SwarmStatus, position } from '@beewatch/shared';
import * as z from 'zod/mini';
import { documentClient } from '../lib/aws.js';
import {
  batchGetAll,
  putAll,
  isConditionFailed,
  queryAll,
  byKind,
  queryPage,
  byOwner,
} from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import {
  REPORT_KIND,
  alertedItemOf,
  alertedKey,
  alertedOfReport,
  alertedOwner,
  reportDistrictOwner,
  reportItemOf,
  reportKey,
} from './report-entity.js';

/** A swarm report as stored in the site table (keys: report-entity.ts). */
export const SwarmItem = z.object({
  SwarmID: z.string(),
  CreatedAt: z.string(),
  ApiKey: z.string(),
  ApiKeyOwner: z.string(),
  /** The reporter's contact details (Name, PostCode, Address, Address2, PhoneNo). */
  ...SwarmContact.shape,
  /** The phone in E.164 (libphonenumber-js, country of the post code). */
  PhoneE164: z.string(),
  /** Only a mobile number is told by SMS on adoption. */
  PhoneIsMobile: z.boolean(),
  Description: z.string(),
  TypeOption: z.number().check(z.int()),
  Other: z.string(),
  BeeOption: z.number().check(z.int()),
  /** The post code as geocoded: a UK district ('GU1') or a French code postal. */
  District: z.string(),
  PlaceName: z.string(),
  Country: z.enum(['GB', 'FR']),
  ...position,
  ImageContentType: z.nullable(z.enum(['image/png', 'image/jpeg'])),
  /** none: sent without an image; pending: awaiting upload and checks; checked: stored; rejected: failed the checks (never sent). */
  ImageState: z.enum(['none', 'pending', 'checked', 'rejected']),
  /** Collectors alerted (true once the report was complete and valid). */
  Notified: z.boolean(),
  NotifiedCount: z.number().check(z.int()),
  /** 1 for the first alert, +1 on each re-notification. */
  Round: z.number().check(z.int()),
  Status: z.number().check(z.int()),
  AdoptedBy: z.nullable(z.string()),
  AdoptedByName: z.nullable(z.string()),
  AdoptedAt: z.nullable(z.string()),
  /** Collectors who gave it up: they are not alerted again and cannot adopt it again. */
  AbandonedBy: z.array(z.string()),
  ReporterTold: z.boolean(),
  History: z.array(SwarmHistoryLine),
});
export type SwarmItem = z.infer<typeof SwarmItem>;

/**
 * The workflow fields of a report just received: no collector alerted yet, round 1, status New,
 * nobody has adopted or given it up, the reporter not told.
 */
export const newReportState = () => ({
  Notified: false,
  NotifiedCount: 0,
  Round: 1,
  Status: SwarmStatus.New,
  AdoptedBy: null,
  AdoptedByName: null,
  AdoptedAt: null,
  AbandonedBy: [] as string[],
  ReporterTold: false,
});

/** Stores a new report (unique id: conditional on absence). */
export async function putReport(report: SwarmItem): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: env().SITE_TABLE,
      Item: reportItemOf(report),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** A report, or undefined. */
export async function getReport(id: string, consistent = false): Promise<SwarmItem | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: env().SITE_TABLE, Key: reportKey(id), ConsistentRead: consistent }),
  );
  return out.Item ? SwarmItem.parse(out.Item) : undefined;
}

/**
 * Reports by id (BatchGet); missing ones left out.
 * @throws UnprocessedItemsError when DynamoDB keeps refusing some keys.
 */
export async function getReports(ids: string[]): Promise<Map<string, SwarmItem>> {
  const found = new Map<string, SwarmItem>();
  for (const item of await batchGetAll(env().SITE_TABLE, [...new Set(ids)].map(reportKey))) {
    const r = SwarmItem.parse(item);
    found.set(r.SwarmID, r);
  }
  return found;
}

/**
 * Records which collectors a report was sent to: one `ALERTED#<user>` item each, their proof to
 * adopt it (idempotent puts, BatchWrite).
 * @throws UnprocessedItemsError when some proofs could not be written: the alert must then not
 *   go out, or a collector could be alerted about a swarm they cannot adopt.
 */
export async function putAlerted(
  report: Pick<SwarmItem, 'SwarmID' | 'CreatedAt'>,
  collectors: { UserName: string; DistanceM: number }[],
): Promise<void> {
  await putAll(
    env().SITE_TABLE,
    collectors.map((c) => alertedItemOf(report, c.UserName, c.DistanceM)),
  );
}

const Alerted = z.object({ SwarmID: z.string(), UserName: z.string(), DistanceM: z.number() });
export type Alerted = z.infer<typeof Alerted>;

/** The alert record of one collector for one report, or undefined (not alerted). */
export async function getAlerted(id: string, userName: string): Promise<Alerted | undefined> {
  const out = await documentClient().send(
    new GetCommand({
      TableName: env().SITE_TABLE,
      Key: alertedKey(id, userName),
    }),
  );
  return out.Item ? Alerted.parse(out.Item) : undefined;
}

/** Every collector a report was sent to (one Query on the report's partition). */
export async function listAlerted(id: string): Promise<Alerted[]> {
  const items = await queryAll({
    TableName: env().SITE_TABLE,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: alertedOfReport(id),
  });
  return items.map((item) => Alerted.parse(item));
}

/** A page of one collector's alerts, newest first (byOwner). */
export async function pageAlertedOf(
  userName: string,
  limit: number,
  startKey: Record<string, unknown> | undefined,
) {
  const page = await queryPage(
    byOwner(env().SITE_TABLE, alertedOwner(userName), { newestFirst: true, limit, startKey }),
  );
  return { rows: page.items.map((i) => Alerted.parse(i)), lastKey: page.lastKey };
}

/** A page of all reports, newest first (byKind), for the coordinator. */
export async function pageReports(limit: number, startKey: Record<string, unknown> | undefined) {
  const page = await queryPage(byKind(env().SITE_TABLE, REPORT_KIND, { newestFirst: true, limit, startKey }));
  return { rows: page.items.map((i) => SwarmItem.parse(i)), lastKey: page.lastKey };
}

/**
 * Every report made between two ISO instants, newest first: one byKind Query (kindSort is
 * `<CreatedAt>#<id>`), paged to the end. The thank-you screen reads a chosen range of it.
 */
export async function listReportsBetween(from: string, to: string): Promise<SwarmItem[]> {
  const items = await queryAll(
    byKind(env().SITE_TABLE, REPORT_KIND, { between: [from, `${to}#~`], newestFirst: true }),
  );
  return items.map((i) => SwarmItem.parse(i));
}

/** The result of a status transition: the report as it now is, or a conflict (its condition did not hold). */
export type Transition = { kind: 'updated'; report: SwarmItem } | { kind: 'conflict' };

/**
 * Conditional update of an existing report: `updated` with the new item, or `conflict` when the
 * condition failed (another request changed it first, or the state does not allow it).
 */
async function transition(
  id: string,
  update: {
    expression: string;
    condition: string;
    values: Record<string, unknown>;
    names?: Record<string, string>;
  },
): Promise<Transition> {
  try {
    const out = await documentClient().send(
      new UpdateCommand({
        TableName: env().SITE_TABLE,
        Key: reportKey(id),
        UpdateExpression: update.expression,
        ConditionExpression: `attribute_exists(pk) AND (${update.condition})`,
        ExpressionAttributeValues: update.values,
        ExpressionAttributeNames: update.names,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { kind: 'updated', report: SwarmItem.parse(out.Attributes) };
  } catch (err) {
    if (isConditionFailed(err)) return { kind: 'conflict' };
    throw err;
  }
}

const STATUS = { '#s': 'Status' };

/** First round sent: the report becomes adoptable (Notified), `count` collectors alerted. Conflict when already notified. */
export const markNotified = (id: string, count: number) =>
  transition(id, {
    expression: 'SET Notified = :t, NotifiedCount = :n',
    condition: 'Notified = :f',
    values: { ':t': true, ':f': false, ':n': count },
  });

/** The photo's checks ended: pending → checked or rejected. Conflict when it was no longer pending. */
export const settleImage = (id: string, to: 'checked' | 'rejected') =>
  transition(id, {
    expression: 'SET ImageState = :to',
    condition: 'ImageState = :p',
    values: { ':to': to, ':p': 'pending' },
  });

/**
 * New or ReNotify → Adopted by `by` (display name `name`) at `at`. Conflict when it is not
 * notified, not open, or `by` gave it up before.
 */
export const adopt = (id: string, by: string, name: string, at: string) =>
  transition(id, {
    expression:
      'SET #s = :adopted, AdoptedBy = :me, AdoptedByName = :name, AdoptedAt = :at, History = list_append(History, :h)',
    condition: 'Notified = :t AND #s IN (:new, :re) AND NOT contains(AbandonedBy, :me)',
    names: STATUS,
    values: {
      ':adopted': SwarmStatus.Adopted,
      ':me': by,
      ':name': name,
      ':at': at,
      ':h': [{ Status: SwarmStatus.Adopted, At: at, By: by }],
      ':t': true,
      ':new': SwarmStatus.New,
      ':re': SwarmStatus.ReNotify,
    },
  });

/** The reporter was told of the adoption by `adopter`. Conflict when someone else holds it now. */
export const markReporterTold = (id: string, adopter: string) =>
  transition(id, {
    expression: 'SET ReporterTold = :t',
    condition: 'AdoptedBy = :me',
    values: { ':t': true, ':me': adopter },
  });

/** Adopted → a final outcome (Successful, Unsuccessful, Failed) set by the adopter `by`. Conflict otherwise. */
export const setOutcome = (id: string, by: string, status: 3 | 4 | 6, at: string) =>
  transition(id, {
    expression: 'SET #s = :s, History = list_append(History, :h)',
    condition: '#s = :adopted AND AdoptedBy = :me',
    names: STATUS,
    values: {
      ':s': status,
      ':adopted': SwarmStatus.Adopted,
      ':me': by,
      ':h': [{ Status: status, At: at, By: by }],
    },
  });

/**
 * Adopted → Abandoned by the adopter `by`: they join AbandonedBy, the adoption is cleared and a
 * new alert round begins. Conflict when `by` is not the adopter or it is not Adopted.
 */
export const abandon = (id: string, by: string, at: string) =>
  transition(id, {
    expression:
      'SET #s = :s, AbandonedBy = list_append(AbandonedBy, :meList), AdoptedBy = :null, AdoptedByName = :null, AdoptedAt = :null, Round = Round + :one, History = list_append(History, :h)',
    condition: '#s = :adopted AND AdoptedBy = :me',
    names: STATUS,
    values: {
      ':s': SwarmStatus.Abandoned,
      ':adopted': SwarmStatus.Adopted,
      ':me': by,
      ':h': [{ Status: SwarmStatus.Abandoned, At: at, By: by }],
      ':meList': [by],
      ':null': null,
      ':one': 1,
    },
  });

/**
 * Abandoned → ReNotify after round `round`'s alert to `alerted` more collectors: adoptable
 * again. Conflict when it moved on meanwhile.
 */
export const renotify = (id: string, round: number, alerted: number, at: string) =>
  transition(id, {
    expression: 'SET #s = :re, NotifiedCount = NotifiedCount + :n, History = list_append(History, :h)',
    condition: '#s = :abandoned AND Round = :round',
    names: STATUS,
    values: {
      ':re': SwarmStatus.ReNotify,
      ':abandoned': SwarmStatus.Abandoned,
      ':round': round,
      ':n': alerted,
      ':h': [{ Status: SwarmStatus.ReNotify, At: at, By: null }],
    },
  });

/**
 * The reports of one area unit created at or after `sinceIso`, oldest first: one Query on byOwner
 * `SWARMDISTRICT#<unit>` (report-entity.ts). A coordinator's domain reads one per unit.
 */
export async function reportsOfDistrict(unit: string, sinceIso: string): Promise<SwarmItem[]> {
  const items = await queryAll(byOwner(env().SITE_TABLE, reportDistrictOwner(unit), { since: sinceIso }));
  return items.map((i) => SwarmItem.parse(i));
}

/** Statuses a coordinator may send out again: nobody holds the swarm. */
const UNHELD = { ':new': SwarmStatus.New, ':abandoned': SwarmStatus.Abandoned, ':re': SwarmStatus.ReNotify };

/**
 * The coordinator starts a new alert round of an unheld, notified report that is still at
 * `round`: Round + 1. Conflict when someone adopted it or started a round meanwhile.
 */
export const claimRound = (id: string, round: number) =>
  transition(id, {
    expression: 'SET Round = Round + :one',
    condition: 'Notified = :t AND #s IN (:new, :abandoned, :re) AND Round = :round',
    names: STATUS,
    values: { ...UNHELD, ':one': 1, ':t': true, ':round': round },
  });

/**
 * After round `round`'s alert to `alerted` collectors was queued (by the coordinator `by`): the
 * report is ReNotify — adoptable again. Conflict when it was adopted or moved on meanwhile.
 */
export const markRenotified = (id: string, round: number, alerted: number, at: string, by: string) =>
  transition(id, {
    expression: 'SET #s = :re, NotifiedCount = NotifiedCount + :n, History = list_append(History, :h)',
    condition: '#s IN (:new, :abandoned, :re) AND Round = :round',
    names: STATUS,
    values: {
      ...UNHELD,
      ':round': round,
      ':n': alerted,
      ':h': [{ Status: SwarmStatus.ReNotify, At: at, By: by }],
    },
  });
