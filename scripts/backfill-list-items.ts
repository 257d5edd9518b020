import { DOMAIN_ROLES } from '@beewatch/shared';
import { roleIndexKey } from '../functions/src/account/index.js';
import { rebuildAlertTally } from '../functions/src/alerts/index.js';
import { reindexDomain } from '../functions/src/domains/repository.js';
import { queryPages } from '../functions/src/lib/dynamo.js';
import {
  listNotificationsByDate,
  rebuildTreatmentActivity,
} from '../functions/src/sites/treatments/repository.js';
import { sprayAlertId } from '../functions/src/sites/treatments/treatment-entity.js';

/**
 * Deploy-time backfill of the items the list pages read instead of a Query per row, for data
 * written before they were kept (the local seed keeps them as it writes). With AWS credentials
 * and region in the environment:
 *
 *   npx tsx scripts/backfill-list-items.ts --site-table <SiteTable name> --account-table <AccountTable name>
 *
 * - every pesticide user's treatment activity item (admin/CrmPesticides): their field count and
 *   this season's schedules, from their fields and schedules;
 * - the send tally of the current version of every spray notification dated within the last
 *   year (beewatchagent/SprayHistory), from its sends (kept a year);
 * - the byKind keys of every domain (a role's domains in one Query: the neighbouring holders of
 *   beeinspector/DomainSummary), for each user of a domain role.
 * Each item is written from what it summarises, so a rerun is harmless. Run it right after the
 * deployment: a send that changes while its tally is rebuilt can leave that tally off by one.
 */
const args = process.argv.slice(2);
const arg = (name: string) => {
  const value = args[args.indexOf(name) + 1];
  return args.includes(name) && value && !value.startsWith('--') ? value : undefined;
};
const siteTable = arg('--site-table');
const accountTable = arg('--account-table');
if (!siteTable || !accountTable) {
  console.error(
    'Usage: npx tsx scripts/backfill-list-items.ts --site-table <SiteTable name> --account-table <AccountTable name>',
  );
  process.exit(2);
}
// The functions' environment: only the two tables are used here; the rest must merely parse.
Object.assign(process.env, {
  TRACKING_TABLE: 'unused',
  CONTENT_TABLE: 'unused',
  MEDIA_BUCKET: 'unused',
  USER_POOL_ID: 'unused',
  USER_POOL_CLIENT_ID: 'unused',
  ESCALATION_TOPIC_ARN: 'unused',
  SWARM_TOPIC_ARN: 'unused',
  SPRAY_TOPIC_ARN: 'unused',
  OUTREACH_TOPIC_ARN: 'unused',
  SITE_URL: 'https://unused.invalid',
  SENDER_EMAIL: 'unused@unused.invalid',
  ...process.env,
  SITE_TABLE: siteTable,
  ACCOUNT_TABLE: accountTable,
});

let farmers = 0;
for await (const page of queryPages({
  TableName: accountTable,
  IndexName: 'byKind',
  KeyConditionExpression: 'kind = :k',
  ExpressionAttributeValues: { ':k': roleIndexKey('NonBeeKeeper') },
}))
  for (const item of page.Items ?? []) {
    await rebuildTreatmentActivity(String(item.UserName));
    farmers += 1;
  }
console.log(`treatment activity items written: ${farmers}`);

const yearAgo = new Date(Date.now() - 366 * 86_400_000).toISOString().slice(0, 10);
const notifications = await listNotificationsByDate(yearAgo, '9999-12-31');
for (const s of notifications) await rebuildAlertTally(sprayAlertId(s.TreatmentScheduleID, s.Version));
console.log(`spray alert tallies written: ${notifications.length}`);

let domains = 0;
for (const role of DOMAIN_ROLES)
  for await (const page of queryPages({
    TableName: accountTable,
    IndexName: 'byKind',
    KeyConditionExpression: 'kind = :k',
    ExpressionAttributeValues: { ':k': roleIndexKey(role) },
  }))
    for (const item of page.Items ?? []) if (await reindexDomain(String(item.UserName))) domains += 1;
console.log(`domains re-keyed: ${domains}`);
