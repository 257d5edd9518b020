import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDynamo, resetEachTest, transactionCancelled as cancelled } from '../../testing/aws-mocks.js';

/**
 * The daily erasure job with the AWS clients mocked and a fixed 'now' (the integration tests
 * are HTTP-only and the job has no route): what is deleted, that only due items are asked
 * for, that a rerun is harmless, and that one failure does not stop the others.
 */
const ddb = mockDynamo();
const cognito = resetEachTest(mockClient(CognitoIdentityProviderClient));
const NOW = new Date('2026-07-15T03:00:00.000Z');
const due = (user: string, day = '2026-07-15') => ({ pk: 'ERASURE', sk: `${day}#${user}`, UserName: user });

const service = await import('./erasure-service.js');
const store = await import('../profile/profile-store.js');
beforeEach(() => {
  // Erasers that read an item first (a user's Swarm Domain) find nothing unless a test says so.
  ddb.on(GetCommand).resolves({});
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ERASURE', ':end': '2026-07-15~' } }).resolves({
    Items: [due('Leaver'), due('old', '2026-07-01')],
  });
  const partition = (v: string, Items: { pk: string; sk: string }[]) =>
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':v': v } }).resolves({ Items });
  partition('CODE#leaver', [{ pk: 'CODE#leaver', sk: 'unsubscribe' }]);
  partition('DEVICE#leaver', [{ pk: 'DEVICE#leaver', sk: 'abc' }]);
  partition('HOME#leaver', [{ pk: 'HOME#leaver', sk: 'HOME' }]);
  partition('COLLECTOR#leaver', [
    { pk: 'COLLECTOR#leaver', sk: 'AREA' },
    { pk: 'COLLECTOR#leaver', sk: 'CELL#gcpe6' },
  ]);
  partition('APIARY#leaver', [{ pk: 'APIARY#01A', sk: 'APIARY' }]);
  partition('MSGBOX#leaver#0', [{ pk: 'MSGBOX#leaver#0', sk: 'UNREAD' }]);
  partition('MSGBOX#leaver#1', [{ pk: 'MSGBOX#leaver#1', sk: 'MSG#2026-07-01T00:00:00.000Z#m1' }]);
});

const deletedKeys = () =>
  ddb.commandCalls(DeleteCommand).map((c) => `${c.args[0].input.Key!.pk}|${c.args[0].input.Key!.sk}`);

describe('erasure job', () => {
  it('asks for erasures due today and before with one Query (no Scan)', async () => {
    await service.runErasure(NOW);
    const erasureQueries = ddb
      .commandCalls(QueryCommand)
      .filter((c) => c.args[0].input.ExpressionAttributeValues?.[':pk'] === 'ERASURE');
    expect(erasureQueries).toHaveLength(1);
    expect(erasureQueries[0]!.args[0].input.KeyConditionExpression).toBe('pk = :pk AND sk < :end');
  });

  it('deletes the Cognito user, profile, codes, trusted devices and counter, then audits with the name only', async () => {
    const result = await service.runErasure(NOW);
    expect(result).toEqual({ erased: 2, failed: 0 });
    expect(cognito.commandCalls(AdminDeleteUserCommand).map((c) => c.args[0].input)).toEqual([
      { UserPoolId: 'pool', Username: 'Leaver' },
      { UserPoolId: 'pool', Username: 'old' },
    ]);
    expect(deletedKeys()).toEqual(
      expect.arrayContaining([
        'USER#leaver|PROFILE',
        'USER#leaver|ROLE',
        'USER#leaver|EMAIL',
        'CODE#leaver|unsubscribe',
        'DEVICE#leaver|abc',
        'LOGINFAIL#leaver|COUNT',
        'USER#old|PROFILE',
        // The other areas: home, collector area and its cells, apiaries and their count, messages.
        'HOME#leaver|HOME',
        'COLLECTOR#leaver|AREA',
        'COLLECTOR#leaver|CELL#gcpe6',
        'APIARY#01A|APIARY',
        'APIARYCOUNT#leaver|COUNT',
        'MSGBOX#leaver#0|UNREAD',
        'MSGBOX#leaver#1|MSG#2026-07-01T00:00:00.000Z#m1',
      ]),
    );
    const apiaryQuery = ddb
      .commandCalls(QueryCommand)
      .find((c) => c.args[0].input.ExpressionAttributeValues?.[':v'] === 'APIARY#leaver');
    expect(apiaryQuery?.args[0].input).toMatchObject({ TableName: 'SiteTable', IndexName: 'byOwner' });
    const tx = ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
    expect(tx).toHaveLength(2);
    expect(tx[0]![0]!.Delete).toMatchObject({
      Key: { pk: 'ERASURE', sk: '2026-07-15#Leaver' },
      ConditionExpression: 'attribute_exists(pk)',
    });
    const audit = tx[0]![1]!.Put!.Item!;
    expect(audit).toMatchObject({
      pk: 'AUDIT#ADMIN#2026-07',
      UserName: 'Leaver',
      ActionName: 'PersonalDataErased',
      ActionDate: NOW.toISOString(),
    });
    expect(Object.keys(audit).sort()).toEqual(['ActionDate', 'ActionName', 'UserName', 'pk', 'sk']);
  });

  it('is idempotent: a user already gone from Cognito and an erasure finished by another run are fine', async () => {
    const gone = Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' });
    cognito.on(AdminDeleteUserCommand).rejects(gone);
    ddb.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));
    expect(await service.runErasure(NOW)).toEqual({ erased: 2, failed: 0 });
  });

  it('counts an erasure whose last write met another write as failed, for tomorrow', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'TransactionConflict'));
    expect(await service.runErasure(NOW)).toEqual({ erased: 0, failed: 2 });
  });

  it('keeps going after one failure and leaves the failed one listed for tomorrow', async () => {
    cognito
      .on(AdminDeleteUserCommand, { Username: 'Leaver' })
      .rejects(Object.assign(new Error('throttled'), { name: 'TooManyRequestsException' }));
    expect(await service.runErasure(NOW)).toEqual({ erased: 1, failed: 1 });
    const tx = ddb.commandCalls(TransactWriteCommand);
    expect(tx).toHaveLength(1);
    expect(tx[0]!.args[0].input.TransactItems![0]!.Delete!.Key).toEqual({
      pk: 'ERASURE',
      sk: '2026-07-01#old',
    });
  });
});

describe('erasure due date', () => {
  it.each([
    ['2026-07-15T10:00:00.000Z', '2026-08-15'],
    ['2026-01-31T10:00:00.000Z', '2026-02-28'],
    ['2028-01-31T10:00:00.000Z', '2028-02-29'],
    ['2026-12-31T23:59:59.000Z', '2027-01-31'],
  ])('one month after %s is %s', (now, expected) => {
    expect(store.oneMonthAfter(new Date(now))).toBe(expected);
  });
});
