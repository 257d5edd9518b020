import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { MessageMsg } from '@beewatch/shared';
import { describe, expect, it } from 'vitest';
import { mockDynamo, storedProfile } from '../testing/aws-mocks.js';
import { UNIT_TEST_ENV } from '../testing/unit-env.js';
import type { Actor } from '../lib/actor.js';

/**
 * Recipients of portal messages: a deactivated (IsActive false) or unsubscribed account is never
 * offered and never written to; the flag comes from the profiles the page reads anyway (one
 * BatchGet after the role Queries, no Scan).
 */
const ddb = mockDynamo();
const directory = await import('./directory.js');
const service = await import('./service.js');

const roleItem = (UserName: string) => ({ pk: `USER#${UserName}`, sk: 'ROLE', UserName });
const profiles = (...items: unknown[]) =>
  ddb.on(BatchGetCommand).resolves({ Responses: { [UNIT_TEST_ENV.ACCOUNT_TABLE]: items as never[] } });

describe('searchUsers', () => {
  it('leaves deactivated and unsubscribed accounts out, with one Query per role and one BatchGet', async () => {
    ddb.on(QueryCommand).resolves({ Items: [roleItem('ex3admin'), roleItem('admin'), roleItem('gone')] });
    profiles(
      storedProfile('admin', { FullName: 'Alex Admin' }),
      storedProfile('ex3admin', { FullName: 'Ex Three', IsActive: false }),
      storedProfile('gone', { FullName: 'Gone', UnsubscribedAt: '2026-01-01T00:00:00.000Z' }),
    );
    const found = await directory.searchUsers(['Administrator'], '', 20);
    expect(found).toEqual([{ UserName: 'admin', FullName: 'Alex Admin', RoleName: 'Administrator' }]);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(1);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(1);
  });
});

describe('system message recipients', () => {
  it('leaves deactivated and unsubscribed users of a role out of escalation inboxes', async () => {
    ddb
      .on(QueryCommand)
      .resolves({ Items: [roleItem('controller'), roleItem('oldcontroller'), roleItem('gone')] });
    profiles(
      storedProfile('controller', { FullName: 'Cora Controller' }),
      storedProfile('oldcontroller', { FullName: 'Old Controller', IsActive: false }),
      storedProfile('gone', { FullName: 'Gone', UnsubscribedAt: '2026-01-01T00:00:00.000Z' }),
    );
    expect(await directory.usersOfRole('BSController')).toEqual([
      { UserName: 'controller', FullName: 'Cora Controller', RoleName: 'BSController' },
    ]);
  });

  it('leaves a deactivated account out of the users an escalation email reaches', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ UserName: 'oldcontroller' }, { UserName: 'controller' }] });
    profiles(
      storedProfile('controller', { Email: 'ops@example.org' }),
      storedProfile('oldcontroller', { Email: 'ops@example.org', IsActive: false }),
    );
    expect((await directory.usersByEmail('ops@example.org')).map((u) => u.UserName)).toEqual(['controller']);
  });
});

describe('send', () => {
  const actor: Actor = { userId: 'u-vq', userName: 'vqadmin', roleName: 'VQAdministrator', roleId: 35 };

  it('refuses a deactivated recipient with the catalogued message and writes nothing', async () => {
    ddb.on(GetCommand).resolves({ Item: { RoleName: 'Administrator' } });
    profiles(storedProfile('ex3admin', { IsActive: false }), storedProfile('vqadmin'));
    await expect(service.send(actor, { ToUserName: 'ex3admin', Title: 'Hello', Body: 'Hi' })).rejects.toThrow(
      MessageMsg.recipientInactive,
    );
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });
});
