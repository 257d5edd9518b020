import { DASHBOARD_TRACKING_DAYS, DashboardTracking } from '@beewatch/shared';
import { listCategories } from '../categories/index.js';
import { queryAll } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { counterPartition, dayCounterSk } from '../tracking/index.js';

const DAY_MS = 86_400_000;

/** The sum of a counter partition's day counters from `fromDay` to `toDay` (yyyy-mm-dd, inclusive): one Query. */
async function countDays(categoryId: string | null, fromDay: string, toDay: string): Promise<number> {
  const items = await queryAll({
    TableName: env().TRACKING_TABLE,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': counterPartition(categoryId),
      ':from': dayCounterSk(fromDay),
      ':to': dayCounterSk(toDay),
    },
  });
  // Each day counter holds the day's records in `n` (tracking/repository.ts).
  return items.reduce((total, i) => total + Number(i.n ?? 0), 0);
}

/**
 * GET admin/DashboardTracking (role-screens §1.1 "tracking records in the last 7 days by
 * category"): the records of the last DASHBOARD_TRACKING_DAYS UTC days, today included, per
 * category and in all, from the day counters the tracking repository keeps with each record.
 */
export async function dashboardTracking(now = new Date()): Promise<DashboardTracking> {
  const toDay = now.toISOString().slice(0, 10);
  const fromDay = new Date(now.getTime() - (DASHBOARD_TRACKING_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const categories = await listCategories();
  const [total, counts] = await Promise.all([
    countDays(null, fromDay, toDay),
    Promise.all(categories.map((c) => countDays(c.CategoryID, fromDay, toDay))),
  ]);
  return DashboardTracking.parse({
    FromDay: fromDay,
    ToDay: toDay,
    Total: total,
    ByCategory: categories.map((c, i) => ({ CategoryID: c.CategoryID, Name: c.Name, Count: counts[i] })),
  });
}
