import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { NOTICE_HOURS, TreatmentStatus, TreatmentTimeOfDay, type CrmRow } from '@beewatch/shared';
import { getProfiles, roleIndexKey } from '../account/index.js';
import { documentClient } from '../lib/aws.js';
import { env } from '../lib/env.js';
import { decodePageToken, encodePageToken } from '../lib/page-token.js';
import { treatmentActivity, type TreatmentActivity } from '../sites/index.js';

/** Hour (UTC) a time of day starts, to measure notice against (ours: spec §3 names the periods only). */
const START_HOUR: Record<number, number> = {
  [TreatmentTimeOfDay.Morning]: 6,
  [TreatmentTimeOfDay.Afternoon]: 12,
  [TreatmentTimeOfDay.Evening]: 18,
  [TreatmentTimeOfDay.Night]: 22,
};

/**
 * The notice figures of a season's schedules: how many were entered at least 48 h before the
 * treatment (BBKA BeeConnected practice) as a share of those not cancelled, and the cancellations.
 */
export function noticeOf(
  activity: TreatmentActivity,
): Pick<CrmRow, 'SchedulesThisSeason' | 'LastScheduleDate' | 'NoticePercent' | 'Cancelled'> {
  const live = activity.Schedules.filter((s) => s.Status !== TreatmentStatus.Cancel);
  const onTime = live.filter((s) => {
    const start = Date.parse(`${s.TreatmentDate}T00:00:00Z`) + (START_HOUR[s.TimeOfDay] ?? 0) * 3_600_000;
    return start - Date.parse(s.EnteredAt) >= NOTICE_HOURS * 3_600_000;
  });
  const dates = activity.Schedules.map((s) => s.TreatmentDate).sort();
  return {
    SchedulesThisSeason: activity.Schedules.length,
    LastScheduleDate: dates.at(-1) ?? null,
    NoticePercent: live.length ? Math.round((100 * onTime.length) / live.length) : null,
    Cancelled: activity.Schedules.length - live.length,
  };
}

/**
 * admin/CrmPesticides: a page of pesticide users (NonBeeKeeper) by user name — one Query on the
 * role's directory partition — with their profile (name, organisation, post code, last login)
 * and this season's activity (from 1 January, UTC). Field locations are never shown here.
 */
export async function crmPage(
  q: { RecordPerPage: number; NextToken?: string | null },
  now = new Date(),
): Promise<{ rows: CrmRow[]; next: string | null }> {
  const scope = 'crm:NonBeeKeeper';
  const out = await documentClient().send(
    new QueryCommand({
      TableName: env().ACCOUNT_TABLE,
      IndexName: 'byKind',
      KeyConditionExpression: 'kind = :k',
      ExpressionAttributeValues: { ':k': roleIndexKey('NonBeeKeeper') },
      Limit: q.RecordPerPage,
      ExclusiveStartKey: q.NextToken ? decodePageToken(q.NextToken, scope) : undefined,
    }),
  );
  const names = (out.Items ?? []).map((i) => String(i.UserName));
  const profiles = await getProfiles(names);
  const seasonStart = `${now.getUTCFullYear()}-01-01`;
  const today = now.toISOString().slice(0, 10);
  const rows = await Promise.all(
    names.map(async (name): Promise<CrmRow | null> => {
      const p = profiles.get(name.toLowerCase());
      if (!p) return null;
      const activity = await treatmentActivity(p.UserName, seasonStart);
      return {
        UserName: p.UserName,
        FullName: p.FullName,
        Organisation: p.OrganizationName,
        PostCode: p.ZipCode ?? null,
        Fields: activity.Fields,
        ...noticeOf(activity),
        LastLogin: p.LastLoginTime,
        Status: p.UnsubscribedAt
          ? 'Unsubscribed'
          : p.SubscriptionExpiry.slice(0, 10) < today
            ? 'Expired'
            : 'Active',
      };
    }),
  );
  return {
    rows: rows.filter((r): r is CrmRow => r !== null),
    next: encodePageToken(scope, out.LastEvaluatedKey),
  };
}
