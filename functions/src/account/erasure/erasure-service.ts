import { PERSONAL_DATA_ERASERS } from '../../erasure/index.js';
import { deleteAllOf, queryAll, transact } from '../../lib/dynamo.js';
import { env } from '../../lib/env.js';
import { countMetric, logger } from '../../lib/logger.js';
import { adminAuditItem } from '../audit/audit-repository.js';
import { deleteUser } from '../cognito.js';
import { codePartition } from '../codes/verification-code-entity.js';
import { devicePartition } from '../session/trusted-device-entity.js';
import { erasuresDueBy, parseErasureItem, type ErasureItem } from './erasure-entity.js';
import { clearSignInFailures } from '../session/sign-in-lockout.js';

/** Audit action name of a completed erasure (the line keeps the user name only). */
export const ERASED_ACTION = 'PersonalDataErased';

const table = () => env().ACCOUNT_TABLE;

/** Erasures due on or before `today` (yyyy-mm-dd): one Query on the erasure partition, no Scan. */
async function dueErasures(today: string): Promise<ErasureItem[]> {
  const due = erasuresDueBy(today);
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND sk < :end',
    ExpressionAttributeValues: { ':pk': due.pk, ':end': due.skBefore },
  });
  return items.map(parseErasureItem);
}

const deletePartition = (pk: string) => deleteAllOf(table(), { pk });

/**
 * Erases one account: the Cognito user, the personal data of every domain (the erasure registry:
 * profile, home, collector area, apiaries, messages; treatment fields and schedules are
 * commercial records, kept up to 7 years, and stay), its verification codes, trusted devices
 * and failed-sign-in counter. Every step tolerates "already gone", so a rerun after a crash
 * finishes the job. Last, in one transaction, the erasure item is removed (on condition that
 * it still exists) and the audit line written, so the line is written exactly once.
 */
async function eraseAccount(item: ErasureItem, now: Date): Promise<void> {
  const user = item.UserName.toLowerCase();
  await deleteUser(item.UserName);
  // The personal data of every domain (profile, home, collector area, apiaries, messages).
  for (const erase of Object.values(PERSONAL_DATA_ERASERS)) await erase(user);
  await deletePartition(codePartition(user));
  await deletePartition(devicePartition(user));
  await clearSignInFailures(user);
  // Only the erasure item's own condition failing means another run finished this one first (its
  // audit line stands); anything else, a clash with another write included, is thrown and the
  // account is retried the next day.
  await transact([
    {
      Delete: {
        TableName: table(),
        Key: { pk: item.pk, sk: item.sk },
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    { Put: { TableName: table(), Item: adminAuditItem(item.UserName, ERASED_ACTION, now) } },
  ]);
}

/**
 * The daily erasure job (privacy policy: a data-protection request is answered within one
 * month): erases every account whose erasure is due on or before `now`'s UTC day. One failing
 * account does not stop the others; it stays listed and is retried the next day. Returns how
 * many were erased and how many failed.
 */
export async function runErasure(now = new Date()): Promise<{ erased: number; failed: number }> {
  const due = await dueErasures(now.toISOString().slice(0, 10));
  let erased = 0;
  let failed = 0;
  for (const item of due) {
    try {
      await eraseAccount(item, now);
      erased += 1;
    } catch (err) {
      failed += 1;
      logger.error('erasure failed; retried tomorrow', { sk: item.sk, error: err as Error });
    }
  }
  countMetric('ErasuresDone', erased);
  countMetric('ErasuresFailed', failed);
  logger.info('erasure run', { erased, failed });
  return { erased, failed };
}
