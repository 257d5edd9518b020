import {
  DASHBOARD_EXPIRING_DAYS,
  DASHBOARD_FAILED_SIGN_IN_HOURS,
  DASHBOARD_SPRAY_DAYS,
  DASHBOARD_SWARM_DAYS,
  DASHBOARD_UNADOPTED_HOURS,
  DASHBOARD_UNADOPTED_WINDOW_DAYS,
  DashboardSummary,
  ROLE_NAMES,
  SwarmStatus,
  TreatmentStatus,
} from '@beewatch/shared';
import { dynamoDashboardRepository, type DashboardRepository, type SwarmFigureRow } from './repository.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Statuses of a report nobody holds: never adopted, or given up and sent out again (spec §3). */
const OPEN: readonly number[] = [SwarmStatus.New, SwarmStatus.ReNotify];
const STATUSES: readonly number[] = Object.values(SwarmStatus);

const isoBefore = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();
const dayAfter = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Reports sent out (to collectors or the coordinator): a report whose photo failed its checks never was. */
const sentOut = (rows: SwarmFigureRow[]) => rows.filter((r) => r.Notified);

/**
 * GET admin/DashboardSummary (Administrator; role-screens §1.1): the dashboard's figures at
 * `now`, aggregates only. Every figure comes from Queries on existing keys (repository.ts):
 * - users by role: the role entries beside the profiles (an unsubscribed account counts until
 *   its erasure, within a month — privacy policy);
 * - unused access codes: no use taken, not expired;
 * - active API keys: not revoked;
 * - failed sign-ins, last 24 h: a known user's failures one each, unknown user names from their
 *   hourly counters (whole clock hours, so up to an hour more of those);
 * - swarm reports of the last 7 days by status, and those of the last 30 days still open 24 h
 *   after they came in; a report whose photo was refused was never sent and does not count;
 * - spray notifications from today (UTC) through 6 days ahead, cancelled ones left out;
 * - subscriptions ending within 30 days, and those already ended (the subscription items).
 */
export async function dashboardSummary(
  now = new Date(),
  repo: DashboardRepository = dynamoDashboardRepository,
): Promise<DashboardSummary> {
  const nowIso = now.toISOString();
  const [roleCounts, unusedCodes, activeKeys, failures, reports, spray, expiring, expired] =
    await Promise.all([
      Promise.all(ROLE_NAMES.map((roleName) => repo.countUsersOfRole(roleName))),
      repo.countUnusedAccessCodes(nowIso),
      repo.countActiveApiKeys(),
      repo.failedSignInRows(isoBefore(now, DASHBOARD_FAILED_SIGN_IN_HOURS * HOUR_MS), nowIso),
      repo.swarmReportsBetween(isoBefore(now, DASHBOARD_UNADOPTED_WINDOW_DAYS * DAY_MS), nowIso),
      repo.countSprayNotifications(
        nowIso.slice(0, 10),
        dayAfter(now, DASHBOARD_SPRAY_DAYS - 1),
        TreatmentStatus.Cancel,
      ),
      repo.countSubscriptionsEnding(
        nowIso,
        new Date(now.getTime() + DASHBOARD_EXPIRING_DAYS * DAY_MS).toISOString(),
      ),
      repo.countSubscriptionsEnding(null, nowIso),
    ]);

  const weekStart = isoBefore(now, DASHBOARD_SWARM_DAYS * DAY_MS);
  const week = sentOut(reports).filter((r) => r.CreatedAt >= weekStart);
  const adoptionDue = isoBefore(now, DASHBOARD_UNADOPTED_HOURS * HOUR_MS);
  const unknown = failures.filter((f) => f.UnknownUserNames);

  return DashboardSummary.parse({
    GeneratedAt: nowIso,
    UsersByRole: ROLE_NAMES.map((RoleName, i) => ({ RoleName, Count: roleCounts[i] })),
    UnusedAccessCodes: unusedCodes,
    ActiveApiKeys: activeKeys,
    FailedSignIns: {
      Total: failures.length - unknown.length + unknown.reduce((n, f) => n + f.FailAttempt, 0),
      UnknownUserNames: unknown.reduce((n, f) => n + f.FailAttempt, 0),
    },
    SwarmReports: {
      Total: week.length,
      ByStatus: STATUSES.map((Status) => ({ Status, Count: week.filter((r) => r.Status === Status).length })),
    },
    SwarmsUnadopted: sentOut(reports).filter((r) => OPEN.includes(r.Status) && r.CreatedAt <= adoptionDue)
      .length,
    SprayNotificationsAhead: spray,
    Subscriptions: { ExpiringSoon: expiring, Expired: expired },
  });
}
