import { randomBytes } from 'node:crypto';
import {
  ColonyMsg,
  DEFAULT_IMPORT_COLUMNS,
  GenerateQrBatchRequest,
  type ImportTemplate,
  type QrBatch,
  type QrLabel,
  type RoleName,
  SaveImportColumnsRequest,
} from '@beewatch/shared';
import { ulid } from 'ulid';
import type * as z from 'zod/mini';
import type { Actor } from '../lib/actor.js';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors.js';
import type { StoredBatch, StoredColony, StoredLabel } from './colony-entity.js';
import * as repo from './repository.js';

/** Where a label service learns a user's role (the account directory). */
export interface LabelDirectory {
  roleOfUser(userName: string): Promise<RoleName | undefined>;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * A new label token: 15 bytes from the operating system's CSPRNG (crypto.randomBytes) written
 * as 24 base32 characters — 120 bits, so tokens can be neither guessed nor enumerated.
 */
export function newToken(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

export const batchOf = (b: StoredBatch): QrBatch => b;

/** A label as the screens show it, with its colony's name, apiary and keeper when linked. */
export function labelOf(l: StoredLabel, colonies: ReadonlyMap<string, StoredColony>): QrLabel {
  const { Holder, CreatedDate: _created, ...label } = l;
  const colony = l.ColonyID ? colonies.get(l.ColonyID) : undefined;
  return {
    ...label,
    ColonyName: colony?.Name ?? null,
    ApiaryName: colony?.ApiaryName ?? null,
    Beekeeper: colony?.OwnerUserName ?? (Holder || null),
  };
}

/** The labels with their colonies read in one BatchGet. */
export async function labelsWithColonies(labels: StoredLabel[]): Promise<QrLabel[]> {
  const colonies = await repo.getColonies(labels.flatMap((l) => (l.ColonyID ? [l.ColonyID] : [])));
  const byId = new Map(colonies.map((c) => [c.ColonyID, c]));
  return labels.map((l) => labelOf(l, byId));
}

/**
 * admin/GenerateQrBatch: `Count` new labels with random tokens, optionally issued to one
 * professional beekeeper (who alone may then link them). @throws ValidationError when the
 * assignee is not a professional beekeeper.
 */
export async function generateBatch(
  directory: LabelDirectory,
  actor: Actor,
  input: z.output<typeof GenerateQrBatchRequest>,
  now = new Date(),
): Promise<{ Batch: QrBatch; Labels: QrLabel[] }> {
  const assignee = input.AssignedTo.trim().toLowerCase();
  if (assignee && (await directory.roleOfUser(assignee)) !== 'ProfessionalBeeKeeper')
    throw new ValidationError(ColonyMsg.beekeeperNotFound);
  const at = now.toISOString();
  const batch: StoredBatch = {
    BatchID: ulid(now.getTime()),
    CreatedDate: at,
    CreatedBy: actor.userName,
    Count: input.Count,
    AssignedTo: assignee,
    Note: input.Note,
    Layout: input.Layout,
    Size: input.Size,
    IncludeLogo: input.IncludeLogo,
    PrintColonyName: input.PrintColonyName,
    Linked: 0,
    Voided: 0,
    PrintedCount: 0,
    LastPrinted: null,
  };
  const labels: StoredLabel[] = Array.from({ length: input.Count }, () => ({
    Token: newToken(),
    BatchID: batch.BatchID,
    Status: 'Unlinked',
    AssignedTo: assignee,
    Holder: assignee,
    ColonyID: null,
    LinkedDate: null,
    TimesPrinted: 0,
    LastPrinted: null,
    ReplacedBy: null,
    CreatedDate: at,
  }));
  await repo.createBatch(batch, labels);
  return { Batch: batchOf(batch), Labels: labels.map((l) => labelOf(l, new Map())) };
}

/** admin/QrBatchList: every batch, newest first. */
export async function batchList(): Promise<QrBatch[]> {
  return (await repo.listBatches()).map(batchOf);
}

async function existingBatch(id: string): Promise<StoredBatch> {
  const batch = await repo.getBatch(id);
  if (!batch) throw new NotFoundError(ColonyMsg.batchNotFound);
  return batch;
}

/** admin/QrBatchLabels: a batch and its labels (for its sheet). */
export async function batchLabels(id: string): Promise<{ Batch: QrBatch; Labels: QrLabel[] }> {
  const batch = await existingBatch(id);
  return { Batch: batchOf(batch), Labels: await labelsWithColonies(await repo.labelsOfBatch(id)) };
}

/** admin/MarkQrBatchPrinted: counts one print of the batch's sheet. */
export async function markBatchPrinted(id: string, now = new Date()): Promise<QrBatch> {
  await existingBatch(id);
  const labels = (await repo.labelsOfBatch(id)).filter((l) => l.Status !== 'Void');
  if (labels.length) await repo.recordPrints(labels, now.toISOString());
  else await repo.markBatchPrinted(id, now.toISOString());
  return batchOf(await existingBatch(id));
}

/** admin/VoidUnusedQr: voids the batch's labels not linked to a colony (they can never be linked). */
export async function voidUnused(id: string): Promise<QrBatch> {
  await existingBatch(id);
  for (const l of await repo.labelsOfBatch(id)) if (l.Status === 'Unlinked') await repo.voidUnlinked(l);
  return batchOf(await existingBatch(id));
}

/**
 * admin/SearchQrLabels: by token (one Get), by the beekeeper who holds the labels (one Query) or
 * by batch (one Query). A token search also finds a voided label and what replaced it.
 */
export async function searchLabels(by: 'token' | 'beekeeper' | 'batch', value: string): Promise<QrLabel[]> {
  let labels: StoredLabel[] = [];
  if (by === 'token') {
    const l = await repo.getLabel(value.trim().toLowerCase().replace(/[\s-]/g, ''));
    labels = l ? [l] : [];
  } else if (by === 'beekeeper') labels = await repo.labelsHeldBy(value.trim());
  else if (/^[0-9A-HJKMNP-TV-Z]{26}$/.test(value.trim().toUpperCase()))
    labels = await repo.labelsOfBatch(value.trim().toUpperCase());
  return labelsWithColonies(labels);
}

/** admin/ReprintQr: the same tokens again (links kept); counts the prints. */
export async function reprint(tokens: string[], now = new Date()): Promise<QrLabel[]> {
  const labels = await repo.getLabels(tokens);
  if (labels.length !== new Set(tokens).size) throw new NotFoundError(ColonyMsg.labelUnknown);
  if (labels.some((l) => l.Status === 'Void')) throw new ConflictError(ColonyMsg.labelVoid);
  return labelsWithColonies(await repo.recordPrints(labels, now.toISOString()));
}

/**
 * admin/ReplaceQr: a new token for a lost or weathered label — linked to the same colony and held
 * by the same beekeeper — and the old token voided, pointing at the new (scanning it then says the
 * label was replaced). @throws NotFoundError (unknown token), ConflictError (already void).
 */
export async function replace(token: string, now = new Date()): Promise<QrLabel> {
  const old = await repo.getLabel(token);
  if (!old) throw new NotFoundError(ColonyMsg.labelUnknown);
  if (old.Status === 'Void')
    throw new ConflictError(old.ReplacedBy ? ColonyMsg.labelReplaced : ColonyMsg.labelVoid);
  const fresh: StoredLabel = {
    ...old,
    Token: newToken(),
    TimesPrinted: 0,
    LastPrinted: null,
    ReplacedBy: null,
    CreatedDate: now.toISOString(),
  };
  if (!(await repo.replaceLabel(old, fresh))) throw new ConflictError(ColonyMsg.labelChangedSearch);
  return (await labelsWithColonies([fresh]))[0]!;
}

/** common/GetImportColumns: the Set Template columns (all ticked until an Administrator saves). */
export async function importTemplate(): Promise<ImportTemplate> {
  const stored = await repo.getTemplate();
  return stored ?? { Columns: DEFAULT_IMPORT_COLUMNS, UpdatedAt: null, UpdatedBy: null };
}

/** admin/SaveImportColumns: saves the columns in the spec's order and names. */
export async function saveImportTemplate(
  actor: Actor,
  input: z.output<typeof SaveImportColumnsRequest>,
  now = new Date(),
): Promise<ImportTemplate> {
  const columns = DEFAULT_IMPORT_COLUMNS.map((c) => ({
    ...c,
    IsCheked: input.Columns.find((i) => i.value === c.value)!.IsCheked,
  }));
  const saved = { Columns: columns, UpdatedAt: now.toISOString(), UpdatedBy: actor.userName };
  await repo.saveTemplate(saved);
  return saved;
}
