import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ADMIN_AUDIT_ACTIONS } from '@beewatch/shared';
import { describe, expect, it } from 'vitest';
import { mockDynamo } from '../../testing/aws-mocks.js';

/**
 * The Admin Audit's rows: the action's name alone and what it concerned apart (TargetUserName,
 * RowCount), also for rows stored before those fields, as `<Action> (<user>)` / `ExportUsers (<n> rows)`.
 */
const ddb = mockDynamo();
const repo = await import('./audit-repository.js');
const NOW = new Date('2026-07-15T10:00:00.000Z');
const at = NOW.toISOString();

describe('adminAuditItem', () => {
  it('stores the action name alone and the target user apart', () => {
    const item = repo.adminAuditItem('superadmin', 'AddAdmin', NOW, { TargetUserName: 'ex3admin' });
    expect(item).toMatchObject({
      UserName: 'superadmin',
      ActionName: 'AddAdmin',
      TargetUserName: 'ex3admin',
    });
    expect(item.pk).toBe('AUDIT#ADMIN#2026-07');
  });

  it('adds no subject attribute when the action has none', () => {
    const item = repo.adminAuditItem('admin', 'ChangePassword', NOW);
    expect(Object.keys(item).sort()).toEqual(['ActionDate', 'ActionName', 'UserName', 'pk', 'sk']);
  });
});

describe('adminAuditEntryOf', () => {
  const row = (ActionName: string, extra = {}) => ({
    UserName: 'superadmin',
    ActionName,
    ActionDate: at,
    ...extra,
  });

  it('reads new rows as stored', () => {
    expect(repo.adminAuditEntryOf(row('EditAdmin', { TargetUserName: 'ex3admin' }))).toEqual({
      ...row('EditAdmin'),
      TargetUserName: 'ex3admin',
      RowCount: null,
    });
    expect(repo.adminAuditEntryOf(row('ExportUsers', { RowCount: 12 }))).toMatchObject({
      ActionName: 'ExportUsers',
      TargetUserName: '',
      RowCount: 12,
    });
    expect(repo.adminAuditEntryOf(row('ChangePassword'))).toMatchObject({
      ActionName: 'ChangePassword',
      TargetUserName: '',
      RowCount: null,
    });
  });

  it('parses older rows that hold the target in the name', () => {
    expect(repo.adminAuditEntryOf(row('ChangeExpiry (beekeeper)'))).toMatchObject({
      ActionName: 'ChangeExpiry',
      TargetUserName: 'beekeeper',
      RowCount: null,
    });
    expect(repo.adminAuditEntryOf(row('UnlockSignIn (gen.user-1)'))).toMatchObject({
      ActionName: 'UnlockSignIn',
      TargetUserName: 'gen.user-1',
    });
    expect(repo.adminAuditEntryOf(row('ExportUsers (42 rows)'))).toMatchObject({
      ActionName: 'ExportUsers',
      TargetUserName: '',
      RowCount: 42,
    });
  });

  it('yields only names of ADMIN_AUDIT_ACTIONS for the older rows the server wrote', () => {
    for (const old of [
      'AddAdmin (x)',
      'EditAdmin (x)',
      'DeactivateAdmin (x)',
      'ChangeExpiry (x)',
      'ExportUsers (3 rows)',
    ])
      expect(ADMIN_AUDIT_ACTIONS).toContain(repo.adminAuditEntryOf(row(old)).ActionName);
  });
});

describe('listAdminAudit', () => {
  it('answers one Query per month, old and new rows alike', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        {
          pk: 'AUDIT#ADMIN#2026-07',
          sk: `${at}#b`,
          UserName: 'superadmin',
          ActionName: 'AddAdmin',
          ActionDate: at,
          TargetUserName: 'ex3admin',
        },
        {
          pk: 'AUDIT#ADMIN#2026-07',
          sk: `${at}#a`,
          UserName: 'admin',
          ActionName: 'ChangeExpiry (beekeeper)',
          ActionDate: at,
        },
      ],
    });
    const rows = await repo.listAdminAudit(2, 1, NOW);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(1);
    expect(rows.map((r) => [r.ActionName, r.TargetUserName])).toEqual([
      ['AddAdmin', 'ex3admin'],
      ['ChangeExpiry', 'beekeeper'],
    ]);
  });
});
