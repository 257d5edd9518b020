import { ulid } from 'ulid';
import { placeNameAt } from '../geo/index.js';
import { listCategories } from '../categories/index.js';
import type { Actor } from '../lib/actor.js';
import { ConflictError } from '../lib/errors.js';
import { NO_MEDIA, createTracking, StoredTracking } from '../tracking/index.js';
import type { StoredInspection } from './inspection-entity.js';

/** The category of hornets seen at apiaries, when the controller keeps one by that name. */
const HORNET_AT_APIARY_CATEGORY = 'Hornets at an apiary';
/** Description of the tracking record (at most 40 characters, spec §5). */
const DESCRIPTION = 'Asian hornet seen at apiary inspection';

/**
 * The point of the sighting rounded to 3 decimals (about 100 m): the controller gets the hornet's
 * whereabouts without the record pinpointing the apiary, whose place stays confidential to
 * inspectors (role-screens §8.1).
 */
const rounded = (deg: number) => Math.round(deg * 1000) / 1000;

/**
 * Creates the tracking record of an Asian hornet (Vespa velutina) seen at an inspected apiary
 * (role-screens §0.2 'Other findings'): the controller's reporting screen and the hornet maps
 * show it like a mobile-app sighting, created by the inspector at the visit's date, in the
 * controller's 'Hornets at an apiary' category (else the first category; none → no record).
 * @returns the record's id, or null when the controller has no category.
 */
export async function recordHornetSeen(actor: Actor, i: StoredInspection): Promise<string | null> {
  const categories = await listCategories();
  const category = categories.find((c) => c.Name === HORNET_AT_APIARY_CATEGORY) ?? categories[0];
  if (!category) return null;
  const latitude = rounded(i.GpsLatitude ?? i.ApiaryLatitude);
  const longitude = rounded(i.GpsLongitude ?? i.ApiaryLongitude);
  const seenAt = new Date(`${i.VisitDate}T${i.VisitTime ?? '12:00'}:00Z`);
  const record = StoredTracking.parse({
    HornetTrackingID: ulid(),
    Latitude: latitude,
    Longitude: longitude,
    LocationAddress: placeNameAt(latitude, longitude),
    CompassDegree: null,
    CreatedDate: (seenAt.getTime() > Date.now() ? new Date() : seenAt).toISOString(),
    CreatedByUserName: actor.userName,
    Description: DESCRIPTION,
    CategoryID: category.CategoryID,
    CategoryName: category.Name,
    ...NO_MEDIA,
    AreaUnit: i.AreaUnit,
  } satisfies StoredTracking);
  if (!(await createTracking(record))) throw new ConflictError('Tracking record exists');
  return record.HornetTrackingID;
}
