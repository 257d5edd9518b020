import * as z from 'zod/mini';
import { IsoDay, SiteId } from './sites.js';
import { withTextNumbers } from './text-fields.js';
import { ColonyMsg, QR_BATCH_MAX } from '../catalogues/colonies.js';

export { ColonyMsg, QR_BATCH_MAX };

/**
 * Colonies (hives) in the beekeeper's apiaries, their QR labels, activity log and veterinary
 * medicine record (role-screens §1.11, §1.12, §1.14, §5.4, §5.5; spec §2.4 'Set Template', §3
 * "Import column setting", §7.3 beekeeper/FetchUsersColnies).
 */

// ── QR labels ──

/**
 * A label's token: 24 characters of base32 (a–z, 2–7) from 15 random bytes, 120 bits, so a token
 * cannot be guessed or enumerated (crypto random on the server only).
 */
export const QrToken = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z2-7]{24}$/, ColonyMsg.labelUnknown));

/** Where the QR of a label points: the colony page, with the token (role-screens §1.11). */
export const COLONY_LABEL_PATH = '/beekeeper/treatmenthistoryfromcolonyimage';

/**
 * The token in a decoded QR payload or typed text: the portal URL of a label (its `token`
 * parameter) or the bare token; undefined when neither.
 */
export function tokenFromLabelText(text: string): string | undefined {
  const raw = text.trim();
  const m = /[?&]token=([A-Za-z2-7]{24})\b/.exec(raw);
  const candidate = (m ? m[1]! : raw.replace(/[\s-]/g, '')).toLowerCase();
  return /^[a-z2-7]{24}$/.test(candidate) ? candidate : undefined;
}

export const QR_LAYOUTS = ['2x3', '2x4', '3x3'] as const;
export const QR_SIZES = ['S', 'M', 'L'] as const;
export const QrLayout = z.enum(QR_LAYOUTS);
export const QrSize = z.enum(QR_SIZES);

/** A label's state: issued and free, attached to a colony, or voided (unused or replaced). */
export const QR_STATUSES = ['Unlinked', 'Linked', 'Void'] as const;
export const QrStatus = z.enum(QR_STATUSES);

const UserNameField = z.string().check(z.trim(), z.maxLength(128));

/** Body of admin/GenerateQrBatch. */
export const GenerateQrBatchRequest = z.strictObject({
  Count: z.number().check(z.int(), z.gte(1, ColonyMsg.countRange), z.lte(QR_BATCH_MAX, ColonyMsg.countRange)),
  AssignedTo: z._default(UserNameField, ''),
  Note: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  Layout: z._default(QrLayout, '2x4'),
  Size: z._default(QrSize, 'M'),
  IncludeLogo: z._default(z.boolean(), true),
  PrintColonyName: z._default(z.boolean(), true),
});
export type GenerateQrBatchRequest = z.input<typeof GenerateQrBatchRequest>;
/** The admin/qrcode form: the number of labels read from its box. */
export const GenerateQrBatchFields = withTextNumbers(GenerateQrBatchRequest, ['Count']);

/** A batch of labels as the admin/qrcode table shows it. */
export const QrBatch = z.object({
  BatchID: SiteId,
  CreatedDate: z.string(),
  CreatedBy: z.string(),
  Count: z.number().check(z.int()),
  AssignedTo: z.string(),
  Note: z.string(),
  Layout: QrLayout,
  Size: QrSize,
  IncludeLogo: z.boolean(),
  PrintColonyName: z.boolean(),
  Linked: z.number().check(z.int()),
  Voided: z.number().check(z.int()),
  PrintedCount: z.number().check(z.int()),
  LastPrinted: z.nullable(z.string()),
});
export type QrBatch = z.infer<typeof QrBatch>;

/** One label with what it is attached to (admin/reprintqr, label sheets). */
export const QrLabel = z.object({
  Token: z.string(),
  BatchID: z.string(),
  Status: QrStatus,
  AssignedTo: z.string(),
  ColonyID: z.nullable(z.string()),
  ColonyName: z.nullable(z.string()),
  ApiaryName: z.nullable(z.string()),
  Beekeeper: z.nullable(z.string()),
  LinkedDate: z.nullable(z.string()),
  TimesPrinted: z.number().check(z.int()),
  LastPrinted: z.nullable(z.string()),
  ReplacedBy: z.nullable(z.string()),
});
export type QrLabel = z.infer<typeof QrLabel>;

export const BatchIdQuery = z.object({ BatchID: SiteId });
export const QR_SEARCH_BY = ['token', 'beekeeper', 'batch'] as const;
/** Query of admin/SearchQrLabels: a token, a beekeeper's user name or a batch id. */
export const QrSearchQuery = z.object({
  By: z.enum(QR_SEARCH_BY),
  Value: z.string().check(z.trim(), z.minLength(1, ColonyMsg.searchRequired), z.maxLength(128)),
});
export const TokenBody = z.strictObject({ Token: QrToken });
export const TokensBody = z.strictObject({
  Tokens: z.array(QrToken).check(z.minLength(1), z.maxLength(QR_BATCH_MAX)),
});
export const TokenQuery = z.object({
  Token: z.string().check(z.trim(), z.minLength(1, ColonyMsg.tokenRequired), z.maxLength(200)),
});

// ── colonies ──

export const COLONY_STATUSES = ['Active', 'Dead', 'United', 'Sold'] as const;
export const ColonyStatus = z.enum(COLONY_STATUSES);

/** Body of beekeeper/AddOrUpdateColony (no ColonyID: a new colony). */
export const ColonyInput = z.strictObject({
  ColonyID: z.nullish(SiteId),
  Name: z.string().check(z.trim(), z.minLength(1, ColonyMsg.nameRequired), z.maxLength(60)),
  ApiaryID: z.pipe(z.string().check(z.minLength(1, ColonyMsg.apiaryRequired)), SiteId),
  Status: z._default(ColonyStatus, 'Active'),
  Notes: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
});
export type ColonyInput = z.input<typeof ColonyInput>;

/** A colony with its apiary and label (beekeeper/FetchUsersColnies). */
export const Colony = z.object({
  ColonyID: SiteId,
  Name: z.string(),
  ApiaryID: z.string(),
  ApiaryName: z.string(),
  Status: ColonyStatus,
  Notes: z.string(),
  Token: z.nullable(z.string()),
  LinkedDate: z.nullable(z.string()),
  LastRecordDate: z.nullable(z.string()),
  CreatedDate: z.string(),
});
export type Colony = z.infer<typeof Colony>;

export const ColonyIdQuery = z.object({ ColonyID: SiteId });
export const ColonyIdBody = z.strictObject({ ColonyID: SiteId });
/** Body of beekeeper/LinkQrLabel: a typed or scanned token and the colony. */
export const LinkLabelRequest = z.strictObject({
  Token: z.pipe(z.string().check(z.trim(), z.minLength(1, ColonyMsg.tokenRequired)), QrToken),
  ColonyID: SiteId,
});
export type LinkLabelRequest = z.input<typeof LinkLabelRequest>;

// ── the import template (Set Template) ──

/** The six columns of the activity import (spec §2.4), in order: header text and field name. */
export const IMPORT_COLUMNS = [
  { Name: 'Activity date', value: 'ActivityDate' },
  { Name: 'Activity', value: 'Activity' },
  { Name: 'Hive', value: 'Hive' },
  { Name: 'Current Colonies', value: 'CurrentColonies' },
  { Name: 'Harvest', value: 'Harvest' },
  { Name: 'Description', value: 'Description' },
] as const;
export type ImportColumnValue = (typeof IMPORT_COLUMNS)[number]['value'];
/** Always imported: a record without them cannot be placed (role-screens §1.14). */
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumnValue[] = ['ActivityDate', 'Activity', 'Hive'];

/** One column setting (spec §3: Name, IsCheked, value; the spec's spelling). */
export const ImportColumn = z.strictObject({
  Name: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  IsCheked: z.boolean(),
  value: z.enum(IMPORT_COLUMNS.map((c) => c.value) as [ImportColumnValue, ...ImportColumnValue[]]),
});
export type ImportColumn = z.infer<typeof ImportColumn>;

/** Body of admin/SaveImportColumns: the six columns, the three required ones ticked. */
export const SaveImportColumnsRequest = z.strictObject({
  Columns: z.array(ImportColumn).check(
    z.length(IMPORT_COLUMNS.length),
    z.refine((cols) => new Set(cols.map((c) => c.value)).size === IMPORT_COLUMNS.length, 'Each column once'),
    z.refine(
      (cols) => REQUIRED_IMPORT_COLUMNS.every((v) => cols.find((c) => c.value === v)?.IsCheked),
      ColonyMsg.columnsRequired,
    ),
  ),
});
export type SaveImportColumnsRequest = z.input<typeof SaveImportColumnsRequest>;

/** The template as stored and read: the columns plus who saved it last. */
export const ImportTemplate = z.object({
  Columns: z.array(ImportColumn),
  UpdatedAt: z.nullable(z.string()),
  UpdatedBy: z.nullable(z.string()),
});
export type ImportTemplate = z.infer<typeof ImportTemplate>;

/** The default template: every column ticked. */
export const DEFAULT_IMPORT_COLUMNS: ImportColumn[] = IMPORT_COLUMNS.map((c) => ({ ...c, IsCheked: true }));

// ── activity log ──

/** The activities of a colony's log (role-screens §5.5). */
export const ACTIVITY_TYPES = [
  'Inspection',
  'Varroa count',
  'Treatment',
  'Feeding',
  'Harvest',
  'Queen event',
  'Swarm',
  'Split',
  'Unite',
  'Loss',
  'Note',
] as const;
export const ActivityType = z.enum(ACTIVITY_TYPES, ColonyMsg.activityRequired);

/** A day no later than today (UTC, plus a day of slack for time zones east of UTC). */
const PastDay = IsoDay.check(
  z.refine((d) => Date.parse(`${d}T00:00:00Z`) <= Date.now() + 86_400_000, ColonyMsg.dateInFuture),
);

/** One activity row: the Set Template columns (Harvest in kg). */
export const ActivityFields = z.strictObject({
  ActivityDate: z.pipe(z.string().check(z.minLength(1, ColonyMsg.activityDateRequired)), PastDay),
  Activity: ActivityType,
  Hive: z._default(z.string().check(z.trim(), z.maxLength(60)), ''),
  CurrentColonies: z._default(z.nullable(z.number().check(z.int(), z.gte(0), z.lte(1000))), null),
  Harvest: z._default(z.nullable(z.number().check(z.gte(0), z.lte(10_000))), null),
  Description: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
});
export type ActivityFields = z.input<typeof ActivityFields>;

/** Body of beekeeper/AddColonyActivity. */
export const AddActivityRequest = z.extend(ActivityFields, { ColonyID: SiteId });
export type AddActivityRequest = z.input<typeof AddActivityRequest>;

/** Most rows in one import (one file of a season's records). */
export const IMPORT_ROWS_MAX = 500;
/** Body of beekeeper/ImportColonyActivities: rows already read from the CSV/xlsx file, as text. */
export const ImportActivitiesRequest = z.strictObject({
  ColonyID: SiteId,
  Rows: z
    .array(z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(1000))))
    .check(
      z.minLength(1, ColonyMsg.importEmpty),
      z.maxLength(IMPORT_ROWS_MAX, `At most ${IMPORT_ROWS_MAX} rows`),
    ),
});
export type ImportActivitiesRequest = z.input<typeof ImportActivitiesRequest>;

export const Activity = z.object({
  ActivityID: z.string(),
  ActivityDate: z.string(),
  Activity: ActivityType,
  Hive: z.string(),
  CurrentColonies: z.nullable(z.number()),
  Harvest: z.nullable(z.number()),
  Description: z.string(),
  Source: z.enum(['Entered', 'Imported']),
  CreatedDate: z.string(),
});
export type Activity = z.infer<typeof Activity>;

/** One row error of an import: the file's row number (1 = first data row) and the message. */
export const ImportRowError = z.object({
  Row: z.number().check(z.int()),
  Column: z.string(),
  Message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowError>;

/** The header names a template expects, in order (the ticked columns). */
export function templateHeaders(columns: readonly ImportColumn[]): string[] {
  return columns.filter((c) => c.IsCheked).map((c) => c.Name);
}

/**
 * Reads import rows by the template (role-screens §1.14): a row is a record keyed by the file's
 * header text (matched to a column's Name or value, case and spaces ignored). Unticked columns are
 * ignored; a ticked column the file lacks is an error on every row; each value is checked by
 * ActivityFields. Dates may be yyyy-mm-dd or dd/mm/yyyy. Returns the parsed rows and the errors.
 */
export function readImportRows(
  columns: readonly ImportColumn[],
  rows: readonly Record<string, string>[],
): { rows: z.output<typeof ActivityFields>[]; errors: ImportRowError[] } {
  const fold = (s: string) => s.toLowerCase().replace(/[\s_]/g, '');
  const ticked = columns.filter((c) => c.IsCheked);
  const headers = new Set(rows.flatMap((r) => Object.keys(r)).map(fold));
  const out: z.output<typeof ActivityFields>[] = [];
  const errors: ImportRowError[] = [];
  rows.forEach((row, i) => {
    const byFold = new Map(Object.entries(row).map(([k, v]) => [fold(k), v] as const));
    const candidate: Record<string, unknown> = {};
    let rowOk = true;
    for (const col of ticked) {
      const present = headers.has(fold(col.Name)) || headers.has(fold(col.value));
      if (!present) {
        errors.push({ Row: i + 1, Column: col.Name, Message: ColonyMsg.missingColumn });
        rowOk = false;
        continue;
      }
      const text = (byFold.get(fold(col.Name)) ?? byFold.get(fold(col.value)) ?? '').trim();
      candidate[col.value] = valueOf(col.value, text);
    }
    if (!rowOk) return;
    const parsed = ActivityFields.safeParse(candidate);
    if (parsed.success) out.push(parsed.data);
    else
      for (const issue of parsed.error.issues) {
        const value = String(issue.path[0] ?? '');
        const col = columns.find((c) => c.value === value);
        errors.push({ Row: i + 1, Column: col?.Name ?? value, Message: issue.message });
      }
  });
  return { rows: out, errors };
}

function valueOf(column: ImportColumnValue, text: string): unknown {
  switch (column) {
    case 'ActivityDate': {
      const uk = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
      return uk ? `${uk[3]}-${uk[2]!.padStart(2, '0')}-${uk[1]!.padStart(2, '0')}` : text.slice(0, 10);
    }
    case 'Activity': {
      const found = ACTIVITY_TYPES.find((a) => a.toLowerCase() === text.toLowerCase());
      return found ?? text;
    }
    case 'CurrentColonies':
    case 'Harvest':
      return text === '' ? null : Number(text.replace(',', '.'));
    default:
      return text;
  }
}

// ── veterinary medicine record ──

/**
 * Years a medicine record is kept: honey bees are food-producing animals, and the Veterinary
 * Medicines Regulations 2013 require administration records to be kept at least 5 years.
 */
export const MEDICINE_RETENTION_YEARS = 5;

/**
 * UK-authorised varroa medicines with their VMD authorisation numbers (list of role-screens §0.3,
 * as of August 2018; to be re-verified against the VMD Product Information Database). Offered as
 * suggestions; another product may be typed.
 */
export const UK_BEE_MEDICINES = [
  { Product: 'Apiguard', Vm: '17017/4002' },
  { Product: 'Apistan', Vm: '17017/4000' },
  { Product: 'Apivar', Vm: '48004/4000' },
  { Product: 'Apitraz', Vm: '20634/4009' },
  { Product: 'Bayvarol', Vm: '00010/4090' },
  { Product: 'Api-Bioxal', Vm: '23101/4001' },
  { Product: 'Apilife Var', Vm: '23101/4000' },
] as const;

/** Body of beekeeper/AddMedicineRecord: one administration, to one or more colonies. */
export const MedicineInput = z.strictObject({
  ColonyIDs: z.array(SiteId).check(z.minLength(1, ColonyMsg.coloniesRequired), z.maxLength(25)),
  Product: z.string().check(z.trim(), z.minLength(1, ColonyMsg.productRequired), z.maxLength(100)),
  BatchNumber: z.string().check(z.trim(), z.minLength(1, ColonyMsg.batchNumberRequired), z.maxLength(40)),
  DateAdministered: z.pipe(z.string().check(z.minLength(1, ColonyMsg.activityDateRequired)), PastDay),
  Quantity: z.string().check(z.trim(), z.minLength(1, ColonyMsg.quantityRequired), z.maxLength(60)),
  WithdrawalDays: z.number().check(z.int(), z.gte(0), z.lte(365)),
  Supplier: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  Notes: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
  /** A correction names the record it corrects (records are never deleted within 5 years). */
  Corrects: z.nullish(z.string().check(z.maxLength(40))),
});
export type MedicineInput = z.input<typeof MedicineInput>;
/** The medicine form: the withdrawal days read from their box. */
export const MedicineFields = withTextNumbers(MedicineInput, ['WithdrawalDays']);

export const MedicineRecord = z.object({
  RecordID: z.string(),
  Product: z.string(),
  BatchNumber: z.string(),
  DateAdministered: z.string(),
  Quantity: z.string(),
  WithdrawalDays: z.number(),
  /** The day before which no honey may be harvested (administered + withdrawal days). */
  WithdrawalEnds: z.string(),
  Colonies: z.array(z.string()),
  Supplier: z.string(),
  Notes: z.string(),
  Corrects: z.nullable(z.string()),
  RetainUntil: z.string(),
  CreatedDate: z.string(),
});
export type MedicineRecord = z.infer<typeof MedicineRecord>;

/** One colony's record (beekeeper/treatmenthistoryfromcolonyimage): the colony, its log, its medicines. */
export const ColonyRecord = z.object({
  Colony,
  Activities: z.array(Activity),
  Medicines: z.array(MedicineRecord),
  Template: ImportTemplate,
});
export type ColonyRecord = z.infer<typeof ColonyRecord>;

/** What an import wrote. */
export const ImportResult = z.object({ Imported: z.number().check(z.int()) });
