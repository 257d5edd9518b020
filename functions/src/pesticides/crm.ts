import { NOTICE_HOURS, TreatmentStatus, TreatmentTimeOfDay, type CrmRow } from '@beewatch/shared';
import { profilesRead, roleIndexKey } from '../account/index.js';
import { batchGetTogether, byKind, queryPage } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { decodePageToken, encodePageToken } from '../lib/page-token.js';
import { treatmentActivitiesRead, type TreatmentActivity } from '../sites/index.js';

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
 * and this season's activity (from 1 January, UTC), both in one BatchGetItem (profiles and the
 * users' treatment activity items). Field locations are never shown here.
 */
export async function crmPage(
  q: { RecordPerPage: number; NextToken?: string | null },
  now = new Date(),
): Promise<{ rows: CrmRow[]; next: string | null }> {
  const scope = 'crm:NonBeeKeeper';
  const page = await queryPage(
    byKind(env().ACCOUNT_TABLE, roleIndexKey('NonBeeKeeper'), {
      limit: q.RecordPerPage,
      startKey: q.NextToken ? decodePageToken(q.NextToken, scope) : undefined,
    }),
  );
  const names = page.items.map((i) => String(i.UserName));
  const [profiles, activities] = await batchGetTogether(
    profilesRead(names),
    treatmentActivitiesRead(names, now),
  );
  const today = now.toISOString().slice(0, 10);
  const rows = names.flatMap((name): CrmRow[] => {
    const p = profiles.get(name.toLowerCase());
    if (!p) return [];
    const activity = activities.get(name.toLowerCase()) ?? NO_ACTIVITY;
    return [
      {
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
      },
    ];
  });
  return { rows, next: encodePageToken(scope, page.lastKey) };
}

/** A pesticide user with no activity item has no fields and no schedules. */
const NO_ACTIVITY: TreatmentActivity = { Fields: 0, Schedules: [] };
