import * as z from 'zod/mini';
import { ROLE_NAMES, SwarmStatus } from '../enums.js';

/**
 * The Administrator's dashboard (admin/index, GET admin/DashboardSummary): aggregate figures
 * only — counts, never a name, address or other personal data (role-screens §1.1 "Aggregates
 * only"). Every figure is read with Queries on existing keys (functions/src/dashboard).
 */

/** Days back the swarm-report figures look (ours: a rolling week, as the spec's "this week"). */
export const DASHBOARD_SWARM_DAYS = 7;
/** Hours after which a report nobody adopted counts as waiting too long (role-screens §1.1). */
export const DASHBOARD_UNADOPTED_HOURS = 24;
/**
 * Days back the "unadopted" figure looks: a swarm moves on within days, so older open reports
 * are history, not work (ours).
 */
export const DASHBOARD_UNADOPTED_WINDOW_DAYS = 30;
/** Hours back the failed sign-ins figure looks (role-screens §1.1). */
export const DASHBOARD_FAILED_SIGN_IN_HOURS = 24;
/** Days ahead a subscription counts as expiring soon (role-screens §1.1, §1.13). */
export const DASHBOARD_EXPIRING_DAYS = 30;
/** Days back the tracking-records-by-category figure looks (role-screens §1.1). */
export const DASHBOARD_TRACKING_DAYS = 7;
/** Days ahead, today included, the spray-notification figure looks (role-screens §1.1). */
export const DASHBOARD_SPRAY_DAYS = 7;

const Count = z.number().check(z.int(), z.gte(0));
const SwarmStatusValue = z.number().check(z.int(), z.gte(SwarmStatus.New), z.lte(SwarmStatus.ReNotify));

/** The dashboard's figures (strict: nothing else may ride along). Instants are ISO 8601. */
export const DashboardSummary = z.strictObject({
  /** When the figures were read. */
  GeneratedAt: z.string(),
  /** Portal users by role (their profile's role entry), every role listed, 0 included. */
  UsersByRole: z.array(z.strictObject({ RoleName: z.enum(ROLE_NAMES), Count })),
  /** Access codes not used yet and not expired. */
  UnusedAccessCodes: Count,
  /** Swarm-form API keys not revoked. */
  ActiveApiKeys: Count,
  /** Failed sign-ins in the last DASHBOARD_FAILED_SIGN_IN_HOURS; UnknownUserNames of them named no account. */
  FailedSignIns: z.strictObject({ Total: Count, UnknownUserNames: Count }),
  /** Swarm reports sent to collectors or the coordinator in the last DASHBOARD_SWARM_DAYS, by status (every status listed). */
  SwarmReports: z.strictObject({
    Total: Count,
    ByStatus: z.array(z.strictObject({ Status: SwarmStatusValue, Count })),
  }),
  /** Reports of the last DASHBOARD_UNADOPTED_WINDOW_DAYS still open (New or ReNotify) DASHBOARD_UNADOPTED_HOURS after they came in. */
  SwarmsUnadopted: Count,
  /** Spray notifications (treatment schedules not cancelled) from today through DASHBOARD_SPRAY_DAYS − 1 days ahead. */
  SprayNotificationsAhead: Count,
  /** Subscriptions ending within DASHBOARD_EXPIRING_DAYS, and those already ended (role-screens §1.1 → §1.13). */
  Subscriptions: z.strictObject({ ExpiringSoon: Count, Expired: Count }),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

/**
 * GET admin/DashboardTracking (the tracking area's function holds the records): tracking records
 * of the last DASHBOARD_TRACKING_DAYS UTC days, today included, per category (every category
 * listed, 0 included), from the records' day counters. Aggregates only.
 */
export const DashboardTracking = z.strictObject({
  FromDay: z.string(),
  ToDay: z.string(),
  Total: Count,
  ByCategory: z.array(z.strictObject({ CategoryID: z.string(), Name: z.string(), Count })),
});
export type DashboardTracking = z.infer<typeof DashboardTracking>;
