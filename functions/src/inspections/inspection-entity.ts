import { Inspection, caseDiseaseOf } from '@beewatch/shared';
import * as z from 'zod/mini';
import { cellKeysOf } from '../geo/index.js';

/**
 * The inspection entity of the site table (role-screens §0.2):
 * - the record `INSPECTION#<id>` / `INSPECTION`;
 * - byKind `INSPECTIONUNIT#<area unit>` sorted by `<visit day>#<id>`: a domain's inspections by
 *   date are one Query per area unit (worklist, history, season figures);
 * - byOwner `INSPECTIONAPIARY#<apiary id>` sorted by `<visit day>#<id>`: an apiary's history,
 *   its last inspection with one Query of Limit 1;
 * - byCell `CASE#<geohash 5>` / `<geohash 9>#<id>`, only while the record is a confirmed AFB or
 *   EFB case: cases within 3 km of a point are a radius search (geo/cells.ts), never a Scan.
 * Every write recomputes these from the record (inspectionItemOf), so they never disagree with it.
 */
export const INSPECTION = 'INSPECTION';
export const CASE_KIND = 'CASE';
export const inspectionKey = (id: string) => ({ pk: `INSPECTION#${id}`, sk: INSPECTION });
export const unitPartition = (unit: string) => `INSPECTIONUNIT#${unit}`;
export const apiaryPartition = (apiaryId: string) => `INSPECTIONAPIARY#${apiaryId}`;
/** AlertId of the notice to beekeepers within 3 km of a confirmed case: one notice per case. */
export const diseaseAlertId = (inspectionId: string) => `DISEASE#${inspectionId}`;

/** An inspection as stored: what the API returns (the keeper's name is read from profiles). */
export const StoredInspection = Inspection;
export type StoredInspection = z.infer<typeof StoredInspection>;

/** The item of a record: keys, the unit and apiary indexes, and the case cell while confirmed. */
export function inspectionItemOf(i: StoredInspection): Record<string, unknown> {
  const sort = `${i.VisitDate}#${i.InspectionID}`;
  return {
    ...inspectionKey(i.InspectionID),
    ...i,
    kind: unitPartition(i.AreaUnit),
    kindSort: sort,
    owner: apiaryPartition(i.ApiaryID),
    ownerSort: sort,
    ...(caseDiseaseOf(i) ? cellKeysOf(CASE_KIND, i.ApiaryLatitude, i.ApiaryLongitude, i.InspectionID) : {}),
  };
}

/** Reads a stored item back (zod: a malformed item throws rather than being shown). */
export const parseInspection = (raw: Record<string, unknown>): StoredInspection =>
  StoredInspection.parse(raw);
