import {
  SHORT_NOTICE_HOURS,
  sprayBandOf,
  TreatmentTimeOfDay,
  type SprayAlertRow,
  type SprayHistoryRow,
} from '@beewatch/shared';
import { batchGetTogether } from '../lib/dynamo.js';
import { schedulesRead, sprayAlertsOf, type StoredSprayAlerted } from '../sites/index.js';
import { hazardsOf } from './hazard.js';
import { threadIdsRead } from './conversation.js';

/** When a time of day starts (UTC hour; spec §3 Morning/Afternoon/Evening/Night), for the notice given. */
const START_HOUR: Record<number, number> = {
  [TreatmentTimeOfDay.Morning]: 6,
  [TreatmentTimeOfDay.Afternoon]: 12,
  [TreatmentTimeOfDay.Evening]: 17,
  [TreatmentTimeOfDay.Night]: 21,
};

/** Hours from an alert to the treatment's start (date + time of day), rounded down; 0 when late. */
export function noticeHours(treatmentDate: string, timeOfDay: number, alertedAt: string): number {
  const start = Date.parse(`${treatmentDate}T00:00:00Z`) + (START_HOUR[timeOfDay] ?? 6) * 3_600_000;
  return Math.max(0, Math.floor((start - Date.parse(alertedAt)) / 3_600_000));
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The spray notifications that alerted the beekeeper, as rows with their current state (status,
 * product, date from the schedule now; band and apiary from the alert), optionally between two
 * treatment days. The field, its name and the farmer are never in a row. One Query, then one
 * BatchGetItem of the schedules and the conversations, and one of the catalogue products and
 * mixes when the schedules name any.
 */
export async function sprayRowsOf(
  userName: string,
  range?: { from: string; to: string },
): Promise<SprayHistoryRow[]> {
  const alerted = await sprayAlertsOf(userName, range);
  const ids = alerted.map((a) => a.SprayNotificationID);
  const [schedules, threads] = await batchGetTogether(schedulesRead(ids), threadIdsRead(userName, ids));
  const hazards = await hazardsOf([...schedules.values()]);
  return alerted.flatMap((a: StoredSprayAlerted) => {
    const s = schedules.get(a.SprayNotificationID);
    if (!s) return [];
    const h = hazards.get(s.TreatmentScheduleID)!;
    const notice = noticeHours(s.TreatmentDate, s.TimeOfDay, a.AlertedAt);
    const row: SprayAlertRow = {
      SprayNotificationID: s.TreatmentScheduleID,
      TreatmentDate: s.TreatmentDate,
      TimeOfDay: s.TimeOfDay,
      PesticideType: s.PesticideType,
      Product: s.Product,
      Status: s.Status,
      ApiaryName: a.ApiaryName,
      DistanceBand: sprayBandOf(a.DistanceM),
      BeeHazard: h.hazard,
      HazardBasis: h.basis,
      NoticeHours: notice,
      ShortNotice: notice < SHORT_NOTICE_HOURS,
      AlertedAt: a.AlertedAt,
      Version: a.Version,
      ThreadID: threads.get(a.SprayNotificationID) ?? null,
    };
    return [
      {
        ...row,
        Sheet: {
          Product: s.Product,
          PesticideType: s.PesticideType,
          BeeHazard: h.hazard,
          HazardBasis: h.basis,
          AuthorisationNumber: h.authorisationNumber,
          HazardStatement: h.statement,
        },
      },
    ];
  });
}

/** The alerts of the next 7 days (today included), for the home. */
export async function nextWeekAlerts(userName: string, now = new Date()): Promise<SprayAlertRow[]> {
  const rows = await sprayRowsOf(userName, {
    from: day(now),
    to: day(new Date(now.getTime() + 7 * 86_400_000)),
  });
  return rows.map(({ Sheet: _s, ...r }) => r);
}
