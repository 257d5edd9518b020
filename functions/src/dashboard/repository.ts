import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { RoleName } from '@beewatch/shared';
import * as z from 'zod/mini';
import {
  ACCESS_CODE_KIND,
  EXPIRY_KIND,
  roleIndexKey,
  unknownNamesKey,
  userAuditPartition,
} from '../account/index.js';
import { queryAll, queryPages } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { SPRAY } from '../sites/index.js';
import { API_KEY_KIND, REPORT_KIND } from '../swarm/index.js';

/**
 * The dashboard's reads (functions/src/dashboard/service.ts): every one a Query on a key the
 * owning entity module defines — never a Scan. Counts use Select COUNT, so no item travels back;
 * the two lists (failed sign-ins, swarm reports) project only the fields a figure needs, never
 * a name or an address.
 */

/** A User Audit row as the dashboard reads it: a known user's failure, or an hour's unknown-name counter. */
export const FailedSignInRow = z.object({
  FailAttempt: z.number().check(z.int()),
  UnknownUserNames: z._default(z.boolean(), false),
});
export type FailedSignInRow = z.infer<typeof FailedSignInRow>;

/** A swarm report as the dashboard reads it: its status, arrival and whether it was sent out. */
export const SwarmFigureRow = z.object({
  Status: z.number().check(z.int()),
  CreatedAt: z.string(),
  Notified: z.boolean(),
});
export type SwarmFigureRow = z.infer<typeof SwarmFigureRow>;

/** What the dashboard service reads; the DynamoDB implementation is {@link dynamoDashboardRepository}. */
export interface DashboardRepository {
  /** Users of a role: their profile's role entry (account table, byKind `ROLE#<role>`). */
  countUsersOfRole(roleName: RoleName): Promise<number>;
  /** Access codes with no use taken whose ExpiryDate is after `nowIso`. */
  countUnusedAccessCodes(nowIso: string): Promise<number>;
  /** API keys not revoked. */
  countActiveApiKeys(): Promise<number>;
  /**
   * User Audit rows from `fromIso` to the end of the clock hour of `toIso`: each known user's
   * failure, and the hourly unknown-name counters of every hour the range touches.
   */
  failedSignInRows(fromIso: string, toIso: string): Promise<FailedSignInRow[]>;
  /** Swarm reports that came in between two instants (ISO 8601, inclusive). */
  swarmReportsBetween(fromIso: string, toIso: string): Promise<SwarmFigureRow[]>;
  /** Spray notifications dated `fromDay`…`toDay` (yyyy-mm-dd, inclusive) whose Status is not `excludedStatus`. */
  countSprayNotifications(fromDay: string, toDay: string, excludedStatus: number): Promise<number>;
  /** Subscriptions whose expiry lies in [fromIso, beforeIso) (account table, byKind `EXPIRY`); either end open. */
  countSubscriptionsEnding(fromIso: string | null, beforeIso: string | null): Promise<number>;
}

/** Sum of Count over every page of a Select COUNT Query. */
async function countOf(input: Omit<QueryCommandInput, 'Select'>): Promise<number> {
  let total = 0;
  for await (const page of queryPages({ ...input, Select: 'COUNT' })) total += page.Count ?? 0;
  return total;
}

/** `yyyy-mm` of every month from the one holding `fromIso` to the one holding `toIso`. */
export function monthsBetween(fromIso: string, toIso: string): string[] {
  const months: string[] = [];
  const month = new Date(`${fromIso.slice(0, 7)}-01T00:00:00.000Z`);
  for (let m = fromIso.slice(0, 7); m <= toIso.slice(0, 7); m = month.toISOString().slice(0, 7)) {
    months.push(m);
    month.setUTCMonth(month.getUTCMonth() + 1);
  }
  return months;
}

const byKind = (table: string, kind: string) => ({
  TableName: table,
  IndexName: 'byKind',
  ExpressionAttributeNames: { '#k': 'kind' } as Record<string, string>,
  ExpressionAttributeValues: { ':k': kind } as Record<string, unknown>,
});

/** The dashboard's reads on the account and site tables. */
export const dynamoDashboardRepository: DashboardRepository = {
  countUsersOfRole(roleName) {
    return countOf({
      ...byKind(env().ACCOUNT_TABLE, roleIndexKey(roleName)),
      KeyConditionExpression: '#k = :k',
    });
  },

  countUnusedAccessCodes(nowIso) {
    const q = byKind(env().ACCOUNT_TABLE, ACCESS_CODE_KIND);
    return countOf({
      ...q,
      KeyConditionExpression: '#k = :k',
      FilterExpression: 'Uses = :zero AND ExpiryDate > :now',
      ExpressionAttributeValues: { ...q.ExpressionAttributeValues, ':zero': 0, ':now': nowIso },
    });
  },

  countActiveApiKeys() {
    const q = byKind(env().SITE_TABLE, API_KEY_KIND);
    return countOf({
      ...q,
      KeyConditionExpression: '#k = :k',
      // Active keys carry no RevokedAt at all (swarm/api-keys.ts); a null one is active too.
      FilterExpression: 'attribute_not_exists(RevokedAt) OR attribute_type(RevokedAt, :null)',
      ExpressionAttributeValues: { ...q.ExpressionAttributeValues, ':null': 'NULL' },
    });
  },

  async failedSignInRows(fromIso, toIso) {
    // The hour's unknown-name counter sorts after every instant of that hour (audit-entity.ts).
    const to = unknownNamesKey(toIso).sk;
    const rows = await Promise.all(
      monthsBetween(fromIso, toIso).map((month) =>
        queryAll({
          TableName: env().ACCOUNT_TABLE,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ProjectionExpression: 'FailAttempt, UnknownUserNames',
          ExpressionAttributeValues: { ':pk': userAuditPartition(month), ':from': fromIso, ':to': to },
        }),
      ),
    );
    return rows.flat().map((item) => FailedSignInRow.parse(item));
  },

  async swarmReportsBetween(fromIso, toIso) {
    const q = byKind(env().SITE_TABLE, REPORT_KIND);
    const items = await queryAll({
      ...q,
      // kindSort is `<CreatedAt>#<id>` (swarm/report-entity.ts).
      KeyConditionExpression: '#k = :k AND kindSort BETWEEN :from AND :to',
      ProjectionExpression: '#s, CreatedAt, Notified',
      ExpressionAttributeNames: { ...q.ExpressionAttributeNames, '#s': 'Status' },
      ExpressionAttributeValues: { ...q.ExpressionAttributeValues, ':from': fromIso, ':to': `${toIso}#~` },
    });
    return items.map((item) => SwarmFigureRow.parse(item));
  },

  countSprayNotifications(fromDay, toDay, excludedStatus) {
    const q = byKind(env().SITE_TABLE, SPRAY);
    return countOf({
      ...q,
      // kindSort is `<TreatmentDate>#<id>` (sites/treatments/repository.ts).
      KeyConditionExpression: '#k = :k AND kindSort BETWEEN :from AND :to',
      FilterExpression: '#s <> :excluded',
      ExpressionAttributeNames: { ...q.ExpressionAttributeNames, '#s': 'Status' },
      ExpressionAttributeValues: {
        ...q.ExpressionAttributeValues,
        ':from': fromDay,
        ':to': `${toDay}#~`,
        ':excluded': excludedStatus,
      },
    });
  },

  countSubscriptionsEnding(fromIso, beforeIso) {
    const q = byKind(env().ACCOUNT_TABLE, EXPIRY_KIND);
    // kindSort is `<SubscriptionExpiry>#<user>` (account profile-entity.ts): '#' sorts before digits.
    const range =
      fromIso && beforeIso
        ? ' AND kindSort BETWEEN :from AND :before'
        : fromIso
          ? ' AND kindSort >= :from'
          : beforeIso
            ? ' AND kindSort < :before'
            : '';
    return countOf({
      ...q,
      KeyConditionExpression: `#k = :k${range}`,
      ExpressionAttributeValues: {
        ...q.ExpressionAttributeValues,
        ...(fromIso ? { ':from': fromIso } : {}),
        ...(beforeIso ? { ':before': beforeIso } : {}),
      },
    });
  },
};
