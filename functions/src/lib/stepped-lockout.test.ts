import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { mockDynamo } from '../testing/aws-mocks.js';

/**
 * The stepped lockout with the client mocked: a try refused by the lock's condition is an answer
 * (null), never an error; any other failure is rethrown; a failed try writes only when it ends
 * its step or counts consecutive failures. The lockout sequences themselves run against DynamoDB
 * Local in tests/integration (sign-in-lockout, account-limits).
 */
const ddb = mockDynamo();
const lockout = await import('./stepped-lockout.js');
const failed = (name: string) => Object.assign(new Error(name), { name });
const counter = {
  tableName: 'T',
  key: { pk: 'GUARD#ann', sk: 'login' },
  triesAttribute: 'tries',
  triesPerStep: 3,
  retainMs: 60_000,
};

describe('doublingLockoutMs', () => {
  it('doubles from the first lockout per step and stops at the cap', () => {
    expect([0, 1, 2, 3, 4, 500].map((step) => lockout.doublingLockoutMs(step, 10, 50))).toEqual([
      10, 20, 40, 50, 50, 50,
    ]);
  });
});

describe('takeLockoutSlot', () => {
  it('answers the try taken and the lockouts before it, from the counter as written', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { tries: 2, step: 1 } });
    expect(await lockout.takeLockoutSlot(counter, 1_000)).toEqual({ n: 2, step: 1 });
    const sent = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(sent.ExpressionAttributeNames).toEqual({ '#tries': 'tries' });
    expect(sent.ExpressionAttributeValues).toMatchObject({ ':now': 1_000, ':max': 3, ':ttl': 61 });
  });

  it('answers null while the counter is locked or its step spent, and rethrows anything else', async () => {
    ddb
      .on(UpdateCommand)
      .rejectsOnce(failed('ConditionalCheckFailedException'))
      .rejectsOnce(failed('ThrottlingException'));
    expect(await lockout.takeLockoutSlot(counter, 1_000)).toBeNull();
    await expect(lockout.takeLockoutSlot(counter, 1_000)).rejects.toThrow('ThrottlingException');
  });
});

describe('settleFailedTry', () => {
  it('writes nothing for a try that leaves tries in the step', async () => {
    expect(await lockout.settleFailedTry(counter, { n: 2, step: 0 }, 500, 1_000)).toEqual({
      locked: false,
      failures: 0,
    });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it("locks on the step's last try until now + the lockout, and starts the next step", async () => {
    ddb.on(UpdateCommand).resolves({});
    expect(await lockout.settleFailedTry(counter, { n: 3, step: 2 }, 500, 1_000)).toEqual({
      locked: true,
      failures: 0,
    });
    const sent = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(sent.Key).toEqual(counter.key);
    expect(sent.ExpressionAttributeValues).toEqual({ ':until': 1_500, ':zero': 0, ':next': 3 });
  });

  it('counts every failure in the failures attribute, and answers the count', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { fails: 7 } });
    expect(await lockout.settleFailedTry(counter, { n: 1, step: 0 }, 500, 1_000, 'fails')).toEqual({
      locked: false,
      failures: 7,
    });
    const sent = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(sent.ExpressionAttributeNames).toEqual({ '#failures': 'fails' });
    expect(sent.ExpressionAttributeValues).toEqual({ ':one': 1 });
  });
});
