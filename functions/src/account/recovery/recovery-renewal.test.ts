import {
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { mockDynamo, resetEachTest, storedProfile } from '../../testing/aws-mocks.js';

/**
 * Renew subscription with the AWS clients mocked: every rule before the conditional writes
 * (which run in DynamoDB in tests/integration/recovery.test.ts), and giving a use back.
 */
const ddb = mockDynamo();
const cognito = resetEachTest(mockClient(CognitoIdentityProviderClient));
const NOW = new Date('2026-11-22T00:00:00.000Z');
const messages = { refused: 'refused', notLonger: 'not longer' };
const profile = storedProfile('iwas', {
  FullName: 'Ira iWAS',
  Email: 'iwas@bee.watch.local',
  SubscriptionExpiry: '2026-01-01T00:00:00.000Z',
});
const code = {
  pk: 'ACCESSCODE#RENEW-ME',
  sk: 'ACCESSCODE',
  AccessCode: 'RENEW-ME',
  RoleID: 46,
  ExpiryDate: '2027-12-31T23:59:59.000Z',
  MaxUses: 1,
  Uses: 0,
  PurchaserEmail: null,
  CreatedBy: 'admin',
  CreatedAt: '2026-11-01T00:00:00.000Z',
};
const input = { Email: 'IWAS@bee.watch.local', AccessCode: 'renew-me', UserName: 'iwas' };

const renewal = await import('./recovery-renewal.js');

function given(items: { profile?: object | null; code?: object | null; group?: string }) {
  // No role directory item: not an administrator, so the renewal is not an audited admin action.
  ddb.on(GetCommand).resolves({});
  ddb
    .on(GetCommand, { Key: { pk: 'USER#iwas', sk: 'PROFILE' } })
    .resolves({ Item: items.profile ?? undefined });
  ddb
    .on(GetCommand, { Key: { pk: 'ACCESSCODE#RENEW-ME', sk: 'ACCESSCODE' } })
    .resolves({ Item: items.code ?? undefined });
  cognito.on(AdminListGroupsForUserCommand).resolves({ Groups: [{ GroupName: items.group ?? 'iWAS' }] });
  ddb.on(UpdateCommand).resolves({ Attributes: { ...(items.code ?? {}), Uses: 1 } });
  ddb.on(PutCommand).resolves({});
  ddb.on(TransactWriteCommand).resolves({});
}

const updates = () => ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);

describe('renewSubscription', () => {
  it("takes one use of the code by condition and sets the profile's expiry", async () => {
    given({ profile, code });
    await expect(renewal.renewSubscription(input, messages, NOW)).resolves.toBe(code.ExpiryDate);
    const [use] = updates();
    expect(use).toMatchObject({
      Key: { pk: 'ACCESSCODE#RENEW-ME', sk: 'ACCESSCODE' },
      ConditionExpression: 'attribute_exists(pk) AND Uses < MaxUses AND ExpiryDate > :now',
    });
    // The profile's expiry and renewal, and the subscription item, in one transaction.
    const [expiry, item] = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(expiry!.Update).toMatchObject({
      Key: { pk: 'USER#iwas', sk: 'PROFILE' },
      UpdateExpression: 'SET SubscriptionExpiry = :exp, RenewedAt = :at, RenewedWithAccessCode = :code',
      ExpressionAttributeValues: { ':exp': code.ExpiryDate, ':code': 'RENEW-ME' },
    });
    expect(item!.Put!.Item).toMatchObject({
      pk: 'USER#iwas',
      sk: 'EXPIRY',
      kind: 'EXPIRY',
      RoleName: 'iWAS',
    });
    // iWAS is not an administrator role: the Admin Audit does not list its renewal.
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it("audits an administrator's renewal", async () => {
    given({ profile, code });
    ddb
      .on(GetCommand, { Key: { pk: 'USER#iwas', sk: 'ROLE' } })
      .resolves({ Item: { UserName: 'iwas', RoleName: 'VQAdministrator' } });
    await renewal.renewSubscription(input, messages, NOW);
    const audit = ddb.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(audit).toMatchObject({ UserName: 'iwas', ActionName: 'RenewSubscription' });
  });

  it.each([
    ['an unknown user', { profile: null, code }, 'refused'],
    ['an unknown code', { profile, code: null }, 'This access code is not valid'],
    ['another email', { profile: { ...profile, Email: 'other@example.org' }, code }, 'refused'],
    [
      'not the purchaser email',
      { profile, code: { ...code, PurchaserEmail: 'buyer@example.org' } },
      'refused',
    ],
    [
      'an expired code',
      { profile, code: { ...code, ExpiryDate: '2026-11-21T00:00:00.000Z' } },
      'This access code has expired',
    ],
    ['a used-up code', { profile, code: { ...code, Uses: 1 } }, 'This access code has already been used'],
    ['another role', { profile, code, group: 'BeeInspector' }, 'refused'],
  ])('refuses %s and writes nothing', async (_, items, message) => {
    given(items);
    await expect(renewal.renewSubscription(input, messages, NOW)).rejects.toThrow(message);
    expect(updates()).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it("accepts the purchaser's email when the code has one", async () => {
    given({ profile, code: { ...code, PurchaserEmail: 'buyer@example.org' } });
    await expect(
      renewal.renewSubscription({ ...input, Email: 'buyer@example.org' }, messages, NOW),
    ).resolves.toBe(code.ExpiryDate);
  });

  it('refuses a code that would not extend the subscription', async () => {
    given({ profile: { ...profile, SubscriptionExpiry: '2099-01-01T00:00:00.000Z' }, code });
    await expect(renewal.renewSubscription(input, messages, NOW)).rejects.toThrow('not longer');
    expect(updates()).toHaveLength(0);
  });

  it('gives the use back when the profile update fails', async () => {
    given({ profile, code });
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('gone'), { name: 'InternalServerError' }));
    await expect(renewal.renewSubscription(input, messages, NOW)).rejects.toThrow('gone');
    expect(updates().map((u) => u.UpdateExpression)).toEqual([
      'SET Uses = Uses + :one',
      'SET Uses = Uses - :one',
    ]);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });
});
