import * as z from 'zod';
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
    Scope: TrackingHistoryScope.default('Mine'),
    ...trackingPaging,
    ...trackingFilters,
    Search: z.string().trim().max(100, TrackingHistoryMsg.searchTooLong).nullish(),
    orderColumn: TrackingHistoryOrderColumn.default('Date'),
    order: SortOrder.default('desc'),
    NextToken: z.string().max(2048).nullish(),
    Export: z.literal('csv').nullish(),
  })
  .refine(periodInOrder, PERIOD_IN_ORDER)
  .refine((q) => q.Export || q.RecordPerPage <= 100, {
    message: 'RecordPerPage above 100 needs Export',
    path: ['RecordPerPage'],
  })
  .refine(exportFromFirst, EXPORT_FROM_FIRST);
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
export const TrackingHistoryRow = TrackingRecord.omit({ CreatedByUserName: true, IsSelected: true }).extend({
  Source: z.string().nullable(),
  IsOwn: z.boolean(),
  Status: TrackingHistoryStatus,
  EscalatedCount: z.number().int().min(0),
});
export type TrackingHistoryRow = z.infer<typeof TrackingHistoryRow>;

/** Response data of an Export 'csv': Reporting.csv's fields (spec §9) and the category names by id. */
export const TrackingHistoryCsvData = z.object({
  Categories: z.record(z.string(), z.string()),
  Rows: z.array(TrackingCsvRow),
});
export type TrackingHistoryCsvData = z.infer<typeof TrackingHistoryCsvData>;
