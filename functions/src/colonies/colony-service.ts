import {
  AddActivityRequest,
  type Colony,
  ColonyInput,
  ColonyMsg,
  type ColonyRecord,
  ImportActivitiesRequest,
  MEDICINE_RETENTION_YEARS,
  MedicineInput,
  type QrLabel,
  readImportRows,
  tokenFromLabelText,
} from '@beewatch/shared';
import { ulid } from 'ulid';
import type * as z from 'zod/mini';
import type { Actor } from '../lib/actor.js';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors.js';
import { getApiary, listApiaries } from '../sites/index.js';
import type { StoredActivity, StoredColony, StoredLabel, StoredMedicine } from './colony-entity.js';
import { importTemplate, labelOf } from './labels-service.js';
import * as repo from './repository.js';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const colonyOf = (c: StoredColony, apiaryNames?: ReadonlyMap<string, string>): Colony => ({
  ColonyID: c.ColonyID,
  Name: c.Name,
  ApiaryID: c.ApiaryID,
  ApiaryName: apiaryNames?.get(c.ApiaryID) ?? c.ApiaryName,
  Status: c.Status,
  Notes: c.Notes,
  Token: c.Token,
  LinkedDate: c.LinkedDate,
  LastRecordDate: c.LastRecordDate,
  CreatedDate: c.CreatedDate,
});

/** One of the caller's colonies; another keeper's (or no) colony answers 404, revealing nothing. */
async function ownColony(actor: Actor, id: string): Promise<StoredColony> {
  const c = await repo.getColony(id);
  if (!c || !same(c.OwnerUserName, actor.userName)) throw new NotFoundError(ColonyMsg.colonyNotFound);
  return c;
}

/** beekeeper/FetchUsersColnies: the caller's colonies by name, with their apiaries' current names. */
export async function myColonies(actor: Actor): Promise<Colony[]> {
  const [colonies, apiaries] = await Promise.all([
    repo.listColonies(actor.userName),
    listApiaries(actor.userName),
  ]);
  const names = new Map(apiaries.map((a) => [a.ApiaryID, a.Name]));
  return colonies.map((c) => colonyOf(c, names));
}

/** The colonies of one apiary of `ownerUserName`, by name (one Query of the keeper's colonies). */
export async function coloniesOfApiary(ownerUserName: string, apiaryId: string): Promise<StoredColony[]> {
  return (await repo.listColonies(ownerUserName)).filter((c) => c.ApiaryID === apiaryId);
}

/**
 * beekeeper/AddOrUpdateColony: adds (no ColonyID) or edits a colony in one of the caller's own
 * apiaries. @throws ValidationError (not the caller's apiary), NotFoundError (not their colony).
 */
export async function addOrUpdateColony(
  actor: Actor,
  input: z.output<typeof ColonyInput>,
  now = new Date(),
): Promise<Colony> {
  const apiary = await getApiary(input.ApiaryID);
  if (!apiary || !same(apiary.OwnerUserName, actor.userName))
    throw new ValidationError(ColonyMsg.apiaryRequired);
  const at = now.toISOString();
  if (!input.ColonyID) {
    const colony: StoredColony = {
      ColonyID: ulid(now.getTime()),
      Name: input.Name,
      ApiaryID: apiary.ApiaryID,
      ApiaryName: apiary.Name,
      Status: input.Status,
      Notes: input.Notes,
      OwnerUserName: actor.userName,
      Token: null,
      LinkedDate: null,
      LastRecordDate: null,
      CreatedDate: at,
      UpdatedDate: at,
    };
    await repo.createColony(colony);
    return colonyOf(colony);
  }
  const existing = await ownColony(actor, input.ColonyID);
  const saved = await repo.updateColony({
    ...existing,
    Name: input.Name,
    ApiaryID: apiary.ApiaryID,
    ApiaryName: apiary.Name,
    Status: input.Status,
    Notes: input.Notes,
    UpdatedDate: at,
  });
  return colonyOf(saved);
}

/** beekeeper/MyQrLabels: the labels issued to the caller or linked by them, with their colonies. */
export async function myLabels(actor: Actor): Promise<QrLabel[]> {
  const [labels, colonies] = await Promise.all([
    repo.labelsHeldBy(actor.userName),
    repo.listColonies(actor.userName),
  ]);
  const byId = new Map(colonies.map((c) => [c.ColonyID, c]));
  return labels.filter((l) => l.Status !== 'Void').map((l) => labelOf(l, byId));
}

/** Why a label cannot be linked by `actor`, as the message they read; undefined when it can. */
function linkRefusal(label: StoredLabel, actor: Actor): string | undefined {
  if (label.Status === 'Void') return label.ReplacedBy ? ColonyMsg.labelReplaced : ColonyMsg.labelVoid;
  if (label.Status === 'Linked') return ColonyMsg.labelLinkedElsewhere;
  if (label.AssignedTo && !same(label.AssignedTo, actor.userName)) return ColonyMsg.labelOtherKeeper;
  return undefined;
}

/**
 * beekeeper/LinkQrLabel: attaches a typed or scanned label to one of the caller's colonies. A
 * label links to one colony at a time; a voided or replaced label, one linked elsewhere, one
 * issued to another beekeeper, or a colony that has a label already are refused (409) with the
 * reason. Linking the label a colony already has is a no-op.
 */
export async function linkLabel(
  actor: Actor,
  token: string,
  colonyId: string,
  now = new Date(),
): Promise<Colony> {
  const colony = await ownColony(actor, colonyId);
  const label = await repo.getLabel(token);
  if (!label) throw new NotFoundError(ColonyMsg.labelUnknown);
  if (label.Status === 'Linked' && label.ColonyID === colony.ColonyID) return colonyOf(colony);
  const refusal = linkRefusal(label, actor);
  if (refusal) throw new ConflictError(refusal);
  if (colony.Token) throw new ConflictError(ColonyMsg.colonyHasLabel);
  const outcome = await repo.linkLabel(
    label,
    colony,
    label.AssignedTo || actor.userName.toLowerCase(),
    now.toISOString(),
  );
  if (outcome === 'colony') throw new ConflictError(ColonyMsg.colonyHasLabel);
  if (outcome === 'label') throw new ConflictError(ColonyMsg.labelLinkedElsewhere);
  return colonyOf(await ownColony(actor, colonyId));
}

/** beekeeper/UnlinkQrLabel: frees the colony's label (it stays the caller's, to link again). */
export async function unlinkLabel(actor: Actor, colonyId: string): Promise<Colony> {
  const colony = await ownColony(actor, colonyId);
  if (!colony.Token) return colonyOf(colony);
  const label = await repo.getLabel(colony.Token);
  if (!label || !(await repo.unlinkLabel(label, colony)))
    throw new ConflictError(ColonyMsg.labelChangedReload);
  return colonyOf(await ownColony(actor, colonyId));
}

/** beekeeper/PrintQrLabels: the caller's own labels for a sheet (counts the prints). */
export async function printMyLabels(actor: Actor, tokens: string[], now = new Date()): Promise<QrLabel[]> {
  const labels = await repo.getLabels(tokens);
  const mine = labels.filter((l) => l.Status !== 'Void' && same(l.Holder, actor.userName));
  if (mine.length !== new Set(tokens).size) throw new NotFoundError(ColonyMsg.labelNotYours);
  const printed = await repo.recordPrints(mine, now.toISOString());
  const byId = new Map((await repo.listColonies(actor.userName)).map((c) => [c.ColonyID, c]));
  return printed.map((l) => labelOf(l, byId));
}

async function recordOf(colony: StoredColony): Promise<ColonyRecord> {
  const [{ activities, medicines }, template] = await Promise.all([
    repo.colonyLog(colony.ColonyID),
    importTemplate(),
  ]);
  return {
    Colony: colonyOf(colony),
    Activities: activities.map(({ ...a }) => a),
    Medicines: medicines.map(({ ...m }) => m),
    Template: template,
  };
}

/**
 * beekeeper/ColonyByToken: the colony a label (its token or the portal URL it encodes) is linked
 * to, when it is the caller's. A label of someone else's colony, or an unknown one, answers
 * 'This label is not linked to your colonies' (404) and tells nothing about its owner; a replaced
 * label says so; the caller's own unlinked label asks to be linked first.
 */
export async function colonyByToken(actor: Actor, text: string): Promise<ColonyRecord> {
  const token = tokenFromLabelText(text);
  if (!token) throw new ValidationError(ColonyMsg.labelUnknown);
  const label = await repo.getLabel(token);
  if (!label) throw new NotFoundError(ColonyMsg.labelNotYours);
  const holds = same(label.Holder, actor.userName);
  if (label.Status === 'Void' && holds)
    throw new ConflictError(label.ReplacedBy ? ColonyMsg.labelReplaced : ColonyMsg.labelVoid);
  if (label.Status === 'Unlinked' && holds) throw new ConflictError(ColonyMsg.labelNotLinked);
  if (label.Status !== 'Linked' || !label.ColonyID) throw new NotFoundError(ColonyMsg.labelNotYours);
  const colony = await repo.getColony(label.ColonyID);
  if (!colony || !same(colony.OwnerUserName, actor.userName))
    throw new NotFoundError(ColonyMsg.labelNotYours);
  return recordOf(colony);
}

/** beekeeper/ColonyRecord: one of the caller's colonies with its log and medicine records. */
export async function colonyRecord(actor: Actor, colonyId: string): Promise<ColonyRecord> {
  return recordOf(await ownColony(actor, colonyId));
}

const activityOf = (
  a: z.output<typeof AddActivityRequest> | ReturnType<typeof readImportRows>['rows'][number],
  source: StoredActivity['Source'],
  now: Date,
): StoredActivity => ({
  ActivityID: ulid(now.getTime()),
  ActivityDate: a.ActivityDate,
  Activity: a.Activity,
  Hive: a.Hive,
  CurrentColonies: a.CurrentColonies,
  Harvest: a.Harvest,
  Description: a.Description,
  Source: source,
  CreatedDate: now.toISOString(),
});

/** beekeeper/AddColonyActivity: one entry of the colony's log. */
export async function addActivity(
  actor: Actor,
  input: z.output<typeof AddActivityRequest>,
  now = new Date(),
): Promise<ColonyRecord> {
  const colony = await ownColony(actor, input.ColonyID);
  await repo.addActivities(colony, [activityOf(input, 'Entered', now)]);
  return recordOf((await repo.getColony(colony.ColonyID))!);
}

/**
 * beekeeper/ImportColonyActivities: rows of a CSV or xlsx file read by the Administrator's
 * template (role-screens §1.14). All or nothing: any row error refuses the import (400) and
 * writes nothing; the screen shows each row's error before sending.
 */
export async function importActivities(
  actor: Actor,
  input: z.output<typeof ImportActivitiesRequest>,
  now = new Date(),
): Promise<{ Imported: number }> {
  const colony = await ownColony(actor, input.ColonyID);
  const template = await importTemplate();
  const { rows, errors } = readImportRows(template.Columns, input.Rows);
  if (errors.length) throw new ValidationError(ColonyMsg.importHasErrors);
  await repo.addActivities(
    colony,
    rows.map((r) => activityOf(r, 'Imported', now)),
  );
  return { Imported: rows.length };
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * beekeeper/AddMedicineRecord: a veterinary medicine administration (Veterinary Medicines
 * Regulations 2013: product, batch, date, quantity, withdrawal period, colonies treated), written
 * into each treated colony's record in one transaction. Records are never deleted by the keeper
 * within MEDICINE_RETENTION_YEARS; a mistake is corrected by a new record naming the one it
 * corrects. @returns the new record's id per colony. @throws NotFoundError (not the caller's colony).
 */
export async function addMedicine(
  actor: Actor,
  input: z.output<typeof MedicineInput>,
  now = new Date(),
): Promise<string[]> {
  const ids = [...new Set(input.ColonyIDs)];
  const colonies = await repo.getColonies(ids);
  if (colonies.length !== ids.length || colonies.some((c) => !same(c.OwnerUserName, actor.userName)))
    throw new NotFoundError(ColonyMsg.colonyNotFound);
  const date = input.DateAdministered;
  const retain = `${Number(date.slice(0, 4)) + MEDICINE_RETENTION_YEARS}${date.slice(4)}`;
  const record: StoredMedicine = {
    RecordID: ulid(now.getTime()),
    Product: input.Product,
    BatchNumber: input.BatchNumber,
    DateAdministered: date,
    Quantity: input.Quantity,
    WithdrawalDays: input.WithdrawalDays,
    WithdrawalEnds: addDays(date, input.WithdrawalDays),
    Colonies: colonies.map((c) => c.Name).sort((a, b) => a.localeCompare(b)),
    Supplier: input.Supplier,
    Notes: input.Notes,
    Corrects: input.Corrects ?? null,
    RetainUntil: retain,
    CreatedDate: now.toISOString(),
  };
  if (!(await repo.addMedicine(colonies, record))) throw new ConflictError('Please try again');
  return colonies.map((c) => c.ColonyID);
}
