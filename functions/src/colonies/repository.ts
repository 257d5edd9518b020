import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws.js';
import {
  batchGetAll,
  putAll,
  deleteAllOf,
  deleteItem,
  isConditionFailed,
  queryAll,
  transact,
  type TransactItems,
  byKind,
  getParsed,
  byOwner,
} from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import {
  ACTIVITY_PREFIX,
  BATCH_LIST,
  COLONY,
  LABEL,
  MEDICINE_PREFIX,
  StoredActivity,
  StoredBatch,
  StoredColony,
  StoredLabel,
  StoredMedicine,
  StoredTemplate,
  activityItemOf,
  batchItemOf,
  batchKey,
  batchLabelsKind,
  colonyItemOf,
  colonyKey,
  colonyPartition,
  labelItemOf,
  labelKey,
  medicineItemOf,
  ownerOf,
  templateKey,
} from './colony-entity.js';

const table = () => env().SITE_TABLE;
const client = () => documentClient();

// ── labels and batches ──

/**
 * Writes a new batch and its labels. The labels go by BatchWrite (idempotent puts of fresh random
 * tokens), then the batch item: a batch is listed only once all its labels exist.
 */
export async function createBatch(batch: StoredBatch, labels: StoredLabel[]): Promise<void> {
  await putAll(table(), labels.map(labelItemOf));
  await client().send(
    new PutCommand({
      TableName: table(),
      Item: batchItemOf(batch),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getBatch(id: string): Promise<StoredBatch | undefined> {
  return getParsed(table(), batchKey(id), (i) => StoredBatch.parse(i));
}

/** Every batch, newest first (one Query on byKind). */
export async function listBatches(): Promise<StoredBatch[]> {
  const items = await queryAll(byKind(table(), BATCH_LIST, { newestFirst: true }));
  return items.map((i) => StoredBatch.parse(i));
}

/** A batch's labels by token (one Query on byKind). */
export async function labelsOfBatch(batchId: string): Promise<StoredLabel[]> {
  const items = await queryAll(byKind(table(), batchLabelsKind(batchId)));
  return items.map((i) => StoredLabel.parse(i));
}

/** The labels a beekeeper holds (one Query on byOwner). */
export async function labelsHeldBy(userName: string): Promise<StoredLabel[]> {
  const items = await queryAll(byOwner(table(), ownerOf(LABEL, userName)));
  return items.map((i) => StoredLabel.parse(i));
}

export async function getLabel(token: string): Promise<StoredLabel | undefined> {
  return getParsed(table(), labelKey(token), (i) => StoredLabel.parse(i));
}

/** Labels by token (BatchGet); absent tokens are left out. */
export async function getLabels(tokens: readonly string[]): Promise<StoredLabel[]> {
  if (!tokens.length) return [];
  const items = await batchGetAll(table(), [...new Set(tokens)].map(labelKey));
  return items.map((i) => StoredLabel.parse(i));
}

/** Adds `n` to a batch counter (Linked, Voided, PrintedCount), setting LastPrinted for prints. */
export function batchCounterUpdate(batchId: string, counter: 'Linked' | 'Voided', n: number) {
  return {
    Update: {
      TableName: table(),
      Key: batchKey(batchId),
      UpdateExpression: 'ADD #c :n',
      ExpressionAttributeNames: { '#c': counter },
      ExpressionAttributeValues: { ':n': n },
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
}

/** Counts one more print of each label (and of their batches); returns the labels as updated. */
export async function recordPrints(labels: StoredLabel[], now: string): Promise<StoredLabel[]> {
  const out: StoredLabel[] = [];
  for (const l of labels) {
    const res = await client().send(
      new UpdateCommand({
        TableName: table(),
        Key: labelKey(l.Token),
        UpdateExpression: 'ADD TimesPrinted :one SET LastPrinted = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1, ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    out.push(StoredLabel.parse(res.Attributes));
  }
  for (const batchId of new Set(labels.map((l) => l.BatchID))) await markBatchPrinted(batchId, now);
  return out;
}

/** Counts a print of the batch's sheet. */
export async function markBatchPrinted(batchId: string, now: string): Promise<StoredBatch | undefined> {
  try {
    const res = await client().send(
      new UpdateCommand({
        TableName: table(),
        Key: batchKey(batchId),
        UpdateExpression: 'ADD PrintedCount :one SET LastPrinted = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1, ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return StoredBatch.parse(res.Attributes);
  } catch (err) {
    if (isConditionFailed(err)) return undefined;
    throw err;
  }
}

/** Voids one unlinked label and counts it on its batch; false when it was linked or voided meanwhile. */
export async function voidUnlinked(label: StoredLabel): Promise<boolean> {
  const res = await transact([
    {
      Update: {
        TableName: table(),
        Key: labelKey(label.Token),
        UpdateExpression: 'SET #s = :void',
        ConditionExpression: '#s = :unlinked',
        ExpressionAttributeNames: { '#s': 'Status' },
        ExpressionAttributeValues: { ':void': 'Void', ':unlinked': 'Unlinked' },
      },
    },
    batchCounterUpdate(label.BatchID, 'Voided', 1),
  ]);
  return res.ok;
}

/**
 * Links a label to a colony in one transaction: the label must still be in the state read
 * (`expect`), the colony must still have no label, and both move together, with the batch count.
 * @returns 'label' or 'colony' naming the condition that failed, or 'ok'.
 */
export async function linkLabel(
  label: StoredLabel,
  colony: StoredColony,
  holder: string,
  now: string,
): Promise<'ok' | 'label' | 'colony'> {
  const res = await transact([
    {
      Put: {
        TableName: table(),
        Item: labelItemOf({
          ...label,
          Status: 'Linked',
          ColonyID: colony.ColonyID,
          Holder: holder,
          LinkedDate: now,
        }),
        ConditionExpression: '#s = :unlinked',
        ExpressionAttributeNames: { '#s': 'Status' },
        ExpressionAttributeValues: { ':unlinked': 'Unlinked' },
      },
    },
    {
      Update: {
        TableName: table(),
        Key: colonyKey(colony.ColonyID),
        UpdateExpression: 'SET #t = :t, LinkedDate = :now',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#t) OR #t = :null)',
        ExpressionAttributeNames: { '#t': 'Token' },
        ExpressionAttributeValues: { ':t': label.Token, ':now': now, ':null': null },
      },
    },
    batchCounterUpdate(label.BatchID, 'Linked', 1),
  ]);
  if (res.ok) return 'ok';
  return res.failed === 1 ? 'colony' : 'label';
}

/** Unlinks a colony's label: the label is free again for its holder. */
export async function unlinkLabel(label: StoredLabel, colony: StoredColony): Promise<boolean> {
  const res = await transact([
    {
      Put: {
        TableName: table(),
        Item: labelItemOf({ ...label, Status: 'Unlinked', ColonyID: null, LinkedDate: null }),
        ConditionExpression: '#s = :linked AND ColonyID = :c',
        ExpressionAttributeNames: { '#s': 'Status' },
        ExpressionAttributeValues: { ':linked': 'Linked', ':c': colony.ColonyID },
      },
    },
    {
      Update: {
        TableName: table(),
        Key: colonyKey(colony.ColonyID),
        UpdateExpression: 'SET #t = :null, LinkedDate = :null',
        ConditionExpression: '#t = :token',
        ExpressionAttributeNames: { '#t': 'Token' },
        ExpressionAttributeValues: { ':null': null, ':token': label.Token },
      },
    },
    batchCounterUpdate(label.BatchID, 'Linked', -1),
  ]);
  return res.ok;
}

/**
 * Replaces a linked label: the new label (same batch, holder and colony) is written, the old one
 * voided with a pointer to the new, and the colony moved to the new token — one transaction.
 */
export async function replaceLabel(old: StoredLabel, fresh: StoredLabel): Promise<boolean> {
  const items: TransactItems = [
    {
      Put: {
        TableName: table(),
        Item: labelItemOf({ ...old, Status: 'Void', ReplacedBy: fresh.Token }),
        ConditionExpression: '#s = :status',
        ExpressionAttributeNames: { '#s': 'Status' },
        ExpressionAttributeValues: { ':status': old.Status },
      },
    },
    {
      Put: { TableName: table(), Item: labelItemOf(fresh), ConditionExpression: 'attribute_not_exists(pk)' },
    },
    {
      Update: {
        TableName: table(),
        Key: batchKey(old.BatchID),
        UpdateExpression: 'ADD #c :one, Voided :one',
        ExpressionAttributeNames: { '#c': 'Count' },
        ExpressionAttributeValues: { ':one': 1 },
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
  ];
  if (old.ColonyID)
    items.push({
      Update: {
        TableName: table(),
        Key: colonyKey(old.ColonyID),
        UpdateExpression: 'SET #t = :t',
        ConditionExpression: '#t = :old',
        ExpressionAttributeNames: { '#t': 'Token' },
        ExpressionAttributeValues: { ':t': fresh.Token, ':old': old.Token },
      },
    });
  return (await transact(items)).ok;
}

// ── colonies ──

export async function getColony(id: string): Promise<StoredColony | undefined> {
  return getParsed(table(), colonyKey(id), (i) => StoredColony.parse(i));
}

/** A beekeeper's colonies by name (one Query on byOwner). */
export async function listColonies(userName: string): Promise<StoredColony[]> {
  const items = await queryAll(byOwner(table(), ownerOf(COLONY, userName)));
  return items.map((i) => StoredColony.parse(i));
}

/** Colonies by id (BatchGet). */
export async function getColonies(ids: readonly string[]): Promise<StoredColony[]> {
  if (!ids.length) return [];
  const items = await batchGetAll(table(), [...new Set(ids)].map(colonyKey));
  return items.map((i) => StoredColony.parse(i));
}

/** Writes a new colony (never over an existing id). */
export async function createColony(c: StoredColony): Promise<void> {
  await client().send(
    new PutCommand({
      TableName: table(),
      Item: colonyItemOf(c),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Saves an edited colony, keeping its label fields as stored (the label routes own them). */
export async function updateColony(c: StoredColony): Promise<StoredColony> {
  const res = await client().send(
    new UpdateCommand({
      TableName: table(),
      Key: colonyKey(c.ColonyID),
      UpdateExpression:
        'SET #n = :n, ApiaryID = :a, ApiaryName = :an, #s = :s, Notes = :notes, UpdatedDate = :u, ownerSort = :os',
      ConditionExpression: 'OwnerUserName = :owner',
      ExpressionAttributeNames: { '#n': 'Name', '#s': 'Status' },
      ExpressionAttributeValues: {
        ':n': c.Name,
        ':a': c.ApiaryID,
        ':an': c.ApiaryName,
        ':s': c.Status,
        ':notes': c.Notes,
        ':u': c.UpdatedDate,
        ':os': `${c.Name.toLowerCase()}#${c.ColonyID}`,
        ':owner': c.OwnerUserName,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return StoredColony.parse(res.Attributes);
}

/** A colony's activity log and medicine records, newest first (one Query on its partition). */
export async function colonyLog(
  colonyId: string,
): Promise<{ activities: StoredActivity[]; medicines: StoredMedicine[] }> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': colonyPartition(colonyId),
      ':from': ACTIVITY_PREFIX,
      ':to': `${MEDICINE_PREFIX}\uffff`,
    },
    ScanIndexForward: false,
  });
  return {
    activities: items
      .filter((i) => String(i.sk).startsWith(ACTIVITY_PREFIX))
      .map((i) => StoredActivity.parse(i)),
    medicines: items
      .filter((i) => String(i.sk).startsWith(MEDICINE_PREFIX))
      .map((i) => StoredMedicine.parse(i)),
  };
}

/** Sets a colony's last record date when `day` is later than the one stored. */
function lastRecordUpdate(colonyId: string, owner: string, day: string) {
  return {
    Update: {
      TableName: table(),
      Key: colonyKey(colonyId),
      UpdateExpression: 'SET LastRecordDate = :d',
      ConditionExpression:
        'OwnerUserName = :o AND (LastRecordDate < :d OR LastRecordDate = :null OR attribute_not_exists(LastRecordDate))',
      ExpressionAttributeValues: { ':d': day, ':o': owner, ':null': null },
    },
  };
}

/** Adds activities to a colony's log (batches of 25), then moves its last record date. */
export async function addActivities(colony: StoredColony, activities: StoredActivity[]): Promise<void> {
  await putAll(
    table(),
    activities.map((a) => activityItemOf(colony.ColonyID, a)),
  );
  const latest = activities
    .map((a) => a.ActivityDate)
    .sort()
    .at(-1);
  if (latest) await bumpLastRecord(colony, latest);
}

async function bumpLastRecord(colony: StoredColony, day: string): Promise<void> {
  try {
    await client().send(
      new UpdateCommand(lastRecordUpdate(colony.ColonyID, colony.OwnerUserName, day).Update),
    );
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
  }
}

/** Writes one medicine record into each treated colony's record, all or none. */
export async function addMedicine(colonies: StoredColony[], record: StoredMedicine): Promise<boolean> {
  const res = await transact(
    colonies.map((c) => ({
      Put: {
        TableName: table(),
        Item: medicineItemOf(c.ColonyID, record),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
  );
  if (res.ok) for (const c of colonies) await bumpLastRecord(c, record.DateAdministered);
  return res.ok;
}

// ── the import template ──

export async function getTemplate(): Promise<StoredTemplate | undefined> {
  return getParsed(table(), templateKey, (i) => StoredTemplate.parse(i));
}

export async function saveTemplate(t: StoredTemplate): Promise<void> {
  await client().send(new PutCommand({ TableName: table(), Item: { ...templateKey, ...t } }));
}

// ── erasure ──

/**
 * Deletes a beekeeper's colonies with their logs and medicine records, and the labels they hold
 * (byOwner), so nothing of theirs stays. Idempotent: each step deletes what a Query still finds.
 */
export async function eraseColoniesOf(userName: string): Promise<void> {
  const colonies = await queryAll({
    TableName: table(),
    IndexName: 'byOwner',
    KeyConditionExpression: '#o = :o',
    ExpressionAttributeNames: { '#o': 'owner' },
    ExpressionAttributeValues: { ':o': ownerOf(COLONY, userName) },
  });
  for (const c of colonies) {
    const items = await queryAll({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': String(c.pk) },
    });
    // The colony item last, so a rerun after an interruption still finds the rest of its log.
    const sorted = [...items.filter((i) => i.sk !== 'COLONY'), ...items.filter((i) => i.sk === 'COLONY')];
    for (const i of sorted) await deleteItem(table(), { pk: i.pk, sk: i.sk });
  }
  await deleteAllOf(table(), { index: 'byOwner', attribute: 'owner', value: ownerOf(LABEL, userName) });
}
