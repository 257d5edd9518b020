import * as z from 'zod/mini';
import type { RoleName } from '../enums.js';
import {
  EXPORT_FROM_FIRST,
  SortOrder,
  TrackingCsvRow,
  TrackingRecord,
  exportFromFirst,
  trackingFilters,
  trackingPaging,
} from './tracking.js';
import { PERIOD_IN_ORDER, periodInOrder } from './field-schemas.js';
import { TrackingHistoryMsg } from '../catalogues/tracking-history.js';

export { TrackingHistoryMsg };

/**
 * The roles whose menu holds beewatchagent/trackinghistory (spec §2.4; role-screens §9.1): the
 * pesticide user ('environment history'), the swarm coordinator, the professional beekeeper and
 * the bystander. Each sees the records they uploaded from the mobile app.
 */
export const TRACKING_HISTORY_ROLES = [
  'NonBeeKeeper',
  'SwarmCoordinator',
  'ProfessionalBeeKeeper',
  'ByStander',
] as const satisfies readonly RoleName[];

/**
 * Whose records the list shows: the caller's own ('Mine'), or — for the swarm coordinator only —
 * every record whose place lies in an area unit of their Swarm Domain ('Domain'; role-screens §4.8).
 */
export const TrackingHistoryScope = z.enum(['Mine', 'Domain']);
export type TrackingHistoryScope = z.infer<typeof TrackingHistoryScope>;

/** Sort columns of the tracking history (role-screens §9.1: the Location and Date headers). */
export const TrackingHistoryOrderColumn = z.enum(['Location', 'Date']);
export type TrackingHistoryOrderColumn = z.infer<typeof TrackingHistoryOrderColumn>;

/**
 * Body of beewatchagent/FetchMyTrackingHistory: the spec's tracking query (§3, §7.1) narrowed to
 * the caller (CreatedBy is the caller, never a parameter), with a free-text Search over the
 * place and notes. Pages after the first need the previous answer's NextToken. Export 'csv'
 * answers the first RecordPerPage (≤ 10,000) records of the filters in Reporting.csv's fields.
 */
export const TrackingHistoryQuery = z
  .strictObject({
    Scope: z._default(TrackingHistoryScope, 'Mine'),
    ...trackingPaging,
    ...trackingFilters,
    Search: z.nullish(z.string().check(z.trim(), z.maxLength(100, TrackingHistoryMsg.searchTooLong))),
    orderColumn: z._default(TrackingHistoryOrderColumn, 'Date'),
    order: z._default(SortOrder, 'desc'),
    NextToken: z.nullish(z.string().check(z.maxLength(2048))),
    Export: z.nullish(z.literal('csv')),
  })
  .check(
    z.refine(periodInOrder, PERIOD_IN_ORDER),
    z.refine((q) => q.Export || q.RecordPerPage <= 100, {
      message: 'RecordPerPage above 100 needs Export',
      path: ['RecordPerPage'],
    }),
    z.refine(exportFromFirst, EXPORT_FROM_FIRST),
  );
export type TrackingHistoryQuery = z.input<typeof TrackingHistoryQuery>;
export type TrackingHistoryQueryParsed = z.output<typeof TrackingHistoryQuery>;

/**
 * Where a record stands (role-screens §9.1 Status [Proposal]): 'Uploaded' until its category's
 * escalation has gone out to at least one recipient, then 'Escalated' (EscalatedCount sends).
 */
export const TrackingHistoryStatus = z.enum(['Uploaded', 'Escalated']);
export type TrackingHistoryStatus = z.infer<typeof TrackingHistoryStatus>;

/**
 * One row of the tracking history: the controller's columns less Source (spec §2.7), plus the
 * record's status. `Source` is set only in the coordinator's domain view, and then only the
 * first name of the uploader (the VespaDB public tier), never the user name. `IsOwn`: the caller
 * uploaded it. Evidence opens for one's own records and for the coordinator's domain records.
 */
export const TrackingHistoryRow = z.extend(
  z.omit(TrackingRecord, { CreatedByUserName: true, IsSelected: true }),
  {
    Source: z.nullable(z.string()),
    IsOwn: z.boolean(),
    Status: TrackingHistoryStatus,
    EscalatedCount: z.number().check(z.int(), z.gte(0)),
  },
);
export type TrackingHistoryRow = z.infer<typeof TrackingHistoryRow>;

/** Response data of an Export 'csv': Reporting.csv's fields (spec §9) and the category names by id. */
export const TrackingHistoryCsvData = z.object({
  Categories: z.record(z.string(), z.string()),
  Rows: z.array(TrackingCsvRow),
});
export type TrackingHistoryCsvData = z.infer<typeof TrackingHistoryCsvData>;
