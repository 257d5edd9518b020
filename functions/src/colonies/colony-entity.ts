import { Activity, Colony, ImportColumn, MedicineRecord, QrBatch, QrLabel } from '@beewatch/shared';
import * as z from 'zod/mini';

/**
 * The colony entities of the site table (role-screens §1.11–§1.14, §5.4, §5.5):
 * - a QR label `QRLABEL#<token>` / `LABEL`; byKind `QRBATCH#<batch id>` sorted by token (a
 *   batch's labels, for its sheet); byOwner `QRLABEL#<lower user>` (the beekeeper it was issued to
 *   or who linked it) sorted by token — a token is 120 random bits, so only its holder reads it;
 * - a label batch `QRBATCH#<id>` / `BATCH`; byKind `QRBATCH` sorted by created date#id (newest
 *   last, read backwards), with counters of linked, voided and printed labels;
 * - a colony `COLONY#<id>` / `COLONY`; byOwner `COLONY#<lower user>` sorted by lower(name)#id;
 * - in the colony's partition its activity log `ACT#<date>#<id>` and medicine records
 *   `MED#<date>#<id>`, so one Query reads a colony's whole record;
 * - the import template `CONFIG` / `IMPORT_COLUMNS` (the Administrator's Set Template).
 */
export const PERSONAL_DATA = 'Colony';

export const LABEL = 'QRLABEL';
export const COLONY = 'COLONY';
export const BATCH_LIST = 'QRBATCH';

export const labelKey = (token: string) => ({ pk: `${LABEL}#${token}`, sk: 'LABEL' });
export const batchKey = (id: string) => ({ pk: `QRBATCH#${id}`, sk: 'BATCH' });
export const batchLabelsKind = (batchId: string) => `QRBATCH#${batchId}`;
export const colonyKey = (id: string) => ({ pk: `${COLONY}#${id}`, sk: 'COLONY' });
export const colonyPartition = (id: string) => `${COLONY}#${id}`;
export const ownerOf = (kind: string, userName: string) => `${kind}#${userName.toLowerCase()}`;
export const templateKey = { pk: 'CONFIG', sk: 'IMPORT_COLUMNS' } as const;
export const ACTIVITY_PREFIX = 'ACT#';
export const MEDICINE_PREFIX = 'MED#';

/**
 * A label as stored: QrLabel without the names joined in when listed, with who holds it.
 * AssignedTo is '' while the label is issued to nobody.
 */
export const StoredLabel = z.extend(
  z.omit(QrLabel, { ColonyName: true, ApiaryName: true, Beekeeper: true }),
  {
    /** Who holds it: the assigned beekeeper, or whoever linked an unassigned label. */
    Holder: z.string(),
    CreatedDate: z.string(),
  },
);
export type StoredLabel = z.infer<typeof StoredLabel>;

export const labelItemOf = (l: StoredLabel) => ({
  ...labelKey(l.Token),
  ...l,
  kind: batchLabelsKind(l.BatchID),
  kindSort: l.Token,
  ...(l.Holder ? { owner: ownerOf(LABEL, l.Holder), ownerSort: l.Token } : {}),
});

/** A label batch as stored: the batch the admin/qrcode table shows (ids read back as stored). */
export const StoredBatch = z.extend(QrBatch, { BatchID: z.string() });
export type StoredBatch = z.infer<typeof StoredBatch>;

export const batchItemOf = (b: StoredBatch) => ({
  ...batchKey(b.BatchID),
  ...b,
  kind: BATCH_LIST,
  kindSort: `${b.CreatedDate}#${b.BatchID}`,
});

/** A colony as stored: the colony the beekeeper sees, with its owner (never sent to the web). */
export const StoredColony = z.extend(Colony, {
  ColonyID: z.string(),
  OwnerUserName: z.string(),
  UpdatedDate: z.string(),
});
export type StoredColony = z.infer<typeof StoredColony>;

export const colonyItemOf = (c: StoredColony) => ({
  ...colonyKey(c.ColonyID),
  ...c,
  owner: ownerOf(COLONY, c.OwnerUserName),
  ownerSort: `${c.Name.toLowerCase()}#${c.ColonyID}`,
});

/** One activity log entry as stored: exactly the entry the colony record shows. */
export const StoredActivity = Activity;
export type StoredActivity = z.infer<typeof StoredActivity>;

export const activityItemOf = (colonyId: string, a: StoredActivity) => ({
  pk: colonyPartition(colonyId),
  sk: `${ACTIVITY_PREFIX}${a.ActivityDate}#${a.ActivityID}`,
  ...a,
});

/** One veterinary medicine record as stored (whole days of withdrawal). */
export const StoredMedicine = z.extend(MedicineRecord, { WithdrawalDays: z.number().check(z.int()) });
export type StoredMedicine = z.infer<typeof StoredMedicine>;

export const medicineItemOf = (colonyId: string, m: StoredMedicine) => ({
  pk: colonyPartition(colonyId),
  sk: `${MEDICINE_PREFIX}${m.DateAdministered}#${m.RecordID}`,
  ...m,
});

export const StoredTemplate = z.object({
  Columns: z.array(ImportColumn),
  UpdatedAt: z.string(),
  UpdatedBy: z.string(),
});
export type StoredTemplate = z.infer<typeof StoredTemplate>;
