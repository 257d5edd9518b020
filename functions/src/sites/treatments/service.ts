import type * as z from 'zod/mini';
import {
  TreatmentFieldInput,
  TreatmentScheduleInput,
  TreatmentStatus,
  type ScheduleSaved,
  type SprayNotification,
  type TreatmentField,
  type TreatmentSchedule,
} from '@beewatch/shared';
import { decodeTime, ulid } from 'ulid';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import type { BatchRead } from '../../lib/dynamo.js';
import { resolveScheduleProduct, type ScheduledProduct } from '../../pesticides/index.js';
import { alertKindOf } from '../spray/texts.js';
import * as repo from './repository.js';
import { saveAndAlertSchedule } from './schedule-alert.js';

/** Messages of the treatment screens. */
export const TreatmentMsg = {
  fieldNotFound: 'Field not found',
  scheduleNotFound: 'Treatment schedule not found',
  pastDate: 'A pending treatment cannot be in the past',
  changedMeanwhile: 'This schedule was changed meanwhile. Please reload it and try again',
} as const;

const isOwner = (actor: Actor, owner: string) => owner.toLowerCase() === actor.userName.toLowerCase();
const fieldOf = ({ OwnerUserName: _o, ...f }: repo.StoredField): TreatmentField => f;
export const scheduleOf = ({ OwnerUserName: _o, ...s }: repo.StoredSchedule): TreatmentSchedule => s;

/** The public face of a schedule: a spray notification says where, when and what — not who. */
export function notificationOf(s: repo.StoredSchedule): SprayNotification {
  return {
    SprayNotificationID: s.TreatmentScheduleID,
    Latitude: s.Latitude,
    Longitude: s.Longitude,
    TreatmentDate: s.TreatmentDate,
    TimeOfDay: s.TimeOfDay,
    PesticideType: s.PesticideType,
    Product: s.Product,
    Status: s.Status,
    Version: s.Version,
    AlertedCount: s.AlertedCount,
    UpdatedDate: s.UpdatedDate,
  };
}

/** pesticide/treatmentfieldlist: the caller's fields, by name. */
export async function fieldList(actor: Actor): Promise<TreatmentField[]> {
  return (await repo.listFields(actor.userName)).map(fieldOf);
}

/** Adds (no FieldID) or edits one of the caller's fields; another user's field answers 404. */
export async function addOrUpdateField(
  actor: Actor,
  input: z.output<typeof TreatmentFieldInput>,
): Promise<{ field: TreatmentField; created: boolean }> {
  const existing = input.FieldID ? await repo.getField(input.FieldID) : undefined;
  if (input.FieldID && (!existing || !isOwner(actor, existing.OwnerUserName)))
    throw new NotFoundError(TreatmentMsg.fieldNotFound);
  const field: repo.StoredField = {
    FieldID: existing?.FieldID ?? ulid(),
    Name: input.Name,
    PostCode: input.PostCode?.toUpperCase() || null,
    Latitude: input.Latitude,
    Longitude: input.Longitude,
    AreaHectares: input.AreaHectares ?? null,
    CreatedDate: existing?.CreatedDate ?? new Date().toISOString(),
    OwnerUserName: existing?.OwnerUserName ?? actor.userName,
  };
  if (!(await repo.saveField(field, !existing))) throw new NotFoundError(TreatmentMsg.fieldNotFound);
  return { field: fieldOf(field), created: !existing };
}

/** The caller's schedules by date, all or between two days. */
export async function scheduleList(
  actor: Actor,
  range?: { FromDate: string; ToDate: string },
): Promise<TreatmentSchedule[]> {
  const r = range ? { from: range.FromDate, to: range.ToDate } : undefined;
  return (await repo.listSchedules(actor.userName, r)).map(scheduleOf);
}

/** One of the caller's schedules; another user's answers 404. */
export async function getOwnSchedule(actor: Actor, id: string): Promise<TreatmentSchedule> {
  const s = await repo.getSchedule(id);
  if (!s || !isOwner(actor, s.OwnerUserName)) throw new NotFoundError(TreatmentMsg.scheduleNotFound);
  return scheduleOf(s);
}

/** yyyy-mm-dd of yesterday (UTC): a pending date before it is in the past in every time zone. */
const yesterday = (now: Date) => new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);

/**
 * Adds or edits a treatment schedule of the caller (spec §7.3 pesticide/AddOrUpdateTreatmentSchedule).
 * The field must be the caller's (404 otherwise, nothing written). A new pending schedule, a change
 * to where/when/what of a pending one, or a cancellation alerts the beekeepers within 10 km and the
 * bystanders within 1 km again (a new version, a new AlertId); when the field moved, the people
 * near the old place hear of it too. A concurrent save of the same version answers 409.
 */
export async function addOrUpdateSchedule(
  actor: Actor,
  input: z.output<typeof TreatmentScheduleInput>,
  now = new Date(),
): Promise<ScheduleSaved> {
  const field = await repo.getField(input.FieldID);
  if (!field || !isOwner(actor, field.OwnerUserName)) throw new NotFoundError(TreatmentMsg.fieldNotFound);
  const previous = input.TreatmentScheduleID ? await repo.getSchedule(input.TreatmentScheduleID) : undefined;
  if (input.TreatmentScheduleID && (!previous || !isOwner(actor, previous.OwnerUserName)))
    throw new NotFoundError(TreatmentMsg.scheduleNotFound);
  const changedDate = !previous || previous.TreatmentDate !== input.TreatmentDate;
  if (input.Status === TreatmentStatus.Pending && changedDate && input.TreatmentDate < yesterday(now))
    throw new ValidationError(TreatmentMsg.pastDate);
  // What is sprayed comes from the catalogue: a new schedule, or a change of product or mix,
  // must name an authorised, unexpired product or one of the user's mixes; an edit that names
  // neither keeps the schedule's own (an expired product stays on the schedules that had it).
  const choosing = Boolean(input.ProductID || input.MixtureID);
  const sprayed: ScheduledProduct =
    previous && !choosing
      ? {
          ProductID: previous.ProductID ?? null,
          MixtureID: previous.MixtureID ?? null,
          Product: previous.Product,
          PesticideType: previous.PesticideType,
        }
      : previous &&
          (input.ProductID ?? null) === (previous.ProductID ?? null) &&
          (input.MixtureID ?? null) === (previous.MixtureID ?? null) &&
          !changedDate
        ? {
            ProductID: previous.ProductID ?? null,
            MixtureID: previous.MixtureID ?? null,
            Product: previous.Product,
            PesticideType: previous.PesticideType,
          }
        : await resolveScheduleProduct(actor.userName, input, input.TreatmentDate, now);

  const next: repo.StoredSchedule = {
    TreatmentScheduleID: previous?.TreatmentScheduleID ?? ulid(),
    FieldID: field.FieldID,
    FieldName: field.Name,
    Latitude: field.Latitude,
    Longitude: field.Longitude,
    TreatmentDate: input.TreatmentDate,
    TimeOfDay: input.TimeOfDay,
    PesticideType: sprayed.PesticideType,
    Product: sprayed.Product,
    ProductID: sprayed.ProductID,
    MixtureID: sprayed.MixtureID,
    Notes: input.Notes,
    Status: input.Status,
    Version: (previous?.Version ?? 0) + 1,
    AlertedCount: previous?.AlertedCount ?? 0,
    // A version that alerts nobody new keeps the counts of the last alerted one.
    ...(previous?.BeekeepersAlerted === undefined ? {} : { BeekeepersAlerted: previous.BeekeepersAlerted }),
    ...(previous?.BystandersAlerted === undefined ? {} : { BystandersAlerted: previous.BystandersAlerted }),
    UpdatedDate: now.toISOString(),
    OwnerUserName: previous?.OwnerUserName ?? actor.userName,
  };
  const kind = alertKindOf(previous, next);
  const recipients = await saveAndAlertSchedule(next, previous, kind);
  if (!recipients) throw new ConflictError(TreatmentMsg.changedMeanwhile);
  return {
    TreatmentScheduleID: next.TreatmentScheduleID,
    Version: next.Version,
    BeekeepersAlerted: recipients.beekeepers.length,
    BystandersAlerted: recipients.bystanders.length,
  };
}

/** pesticide/index: the caller's fields and notifications. */
export async function pesticideMap(actor: Actor) {
  const [fields, schedules] = await Promise.all([
    repo.listFields(actor.userName),
    repo.listSchedules(actor.userName),
  ]);
  return { Fields: fields.map(fieldOf), Notifications: schedules.map(notificationOf) };
}

/** beewatchagent/spraymap: every notification between two days, by date (spray liaison). */
export async function notificationsByDate(range: {
  FromDate: string;
  ToDate: string;
}): Promise<SprayNotification[]> {
  return (await repo.listNotificationsByDate(range.FromDate, range.ToDate)).map(notificationOf);
}

/** A pesticide user's treatment activity, for the administrators' relations screen. */
export interface TreatmentActivity {
  Fields: number;
  /** Schedules dated on or after the season's first day, with when each was first entered. */
  Schedules: { TreatmentDate: string; TimeOfDay: number; Status: number; EnteredAt: string }[];
}

/**
 * What some pesticide users have done this season (from 1 January of `now`'s year, UTC), by
 * lower-case user name: how many fields, and the schedules dated from then on, from each user's
 * activity item. A batch read, to run with their profiles in one BatchGetItem; a user without
 * the item has done nothing. When a schedule was first entered is the time of its ULID.
 */
export function treatmentActivitiesRead(
  userNames: readonly string[],
  now = new Date(),
): BatchRead<Map<string, TreatmentActivity>> {
  const read = repo.treatmentActivityRead(userNames);
  const from = repo.seasonStartOf(now);
  return {
    ...read,
    parse(items) {
      const out = new Map<string, TreatmentActivity>();
      for (const [user, a] of read.parse(items))
        out.set(user, {
          Fields: a.Fields,
          Schedules: Object.entries(a.Schedules)
            .filter(([, e]) => e.TreatmentDate >= from)
            .sort(
              ([ia, x], [ib, y]) => x.TreatmentDate.localeCompare(y.TreatmentDate) || ia.localeCompare(ib),
            )
            .map(([id, e]) => ({ ...e, EnteredAt: new Date(decodeTime(id)).toISOString() })),
        });
      return out;
    },
  };
}
