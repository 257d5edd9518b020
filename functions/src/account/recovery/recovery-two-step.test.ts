import { createHash } from 'node:crypto';
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDynamo, resetEachTest, storedProfile } from '../../testing/aws-mocks.js';

/**
 * The two-step prompt's service with the AWS clients mocked: enabling turns mode 0 into 2 (the
 * HTTP test can only use a user whose two-step is on already, see tests/integration), a mode
 * already on is kept, and the code goes by email only.
 */
const ddb = mockDynamo();
const ses = resetEachTest(mockClient(SESClient));
const profile = storedProfile('inspector', {
  FullName: 'Iris Inspector',
  Email: 'inspector@bee.watch.local',
});
const hash = (code: string) => createHash('sha256').update(`enable-two-step:inspector:${code}`).digest('hex');

const twoStep = await import('./recovery-two-step.js');
beforeEach(() => {
  ddb.on(PutCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  // No role item unless a test gives one: not an administrator.
  ddb.on(GetCommand).resolves({});
  ses.on(SendEmailCommand).resolves({});
});

describe('two-step prompt service', () => {
  it('allows the prompt only with two-step off, no opt-out and an email', async () => {
    ddb.on(GetCommand).resolves({ Item: profile });
    expect(await twoStep.twoStepStatus('inspector')).toEqual({
      ShowPrompt: true,
      TwoStepMode: 0,
      DoNotShowThisAgain: false,
    });
    ddb.on(GetCommand).resolves({ Item: { ...profile, DoNotShowThisAgain: true } });
    expect((await twoStep.twoStepStatus('inspector')).ShowPrompt).toBe(false);
    ddb.on(GetCommand).resolves({ Item: { ...profile, TwoStepMode: 1 } });
    expect((await twoStep.twoStepStatus('inspector')).ShowPrompt).toBe(false);
  });

  it('emails the code and answers only the masked address', async () => {
    ddb.on(GetCommand).resolves({ Item: profile });
    const sent = await twoStep.sendTwoStepCode('inspector', '203.0.113.9');
    expect(sent).toEqual({ CodeSentOn: 2, email: 'in***@bee.watch.local' });
    const mail = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(mail.Destination?.ToAddresses).toEqual(['inspector@bee.watch.local']);
    const code = /\b(\d{6})\b/.exec(mail.Message!.Body!.Text!.Data!)![1]!;
    expect(JSON.stringify(sent)).not.toContain(code);
    const stored = ddb.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(stored).toMatchObject({ sk: 'enable-two-step', codeHash: hash(code) });
  });

  it('sets mode 2 only when two-step was off, after consuming the code, and audits it for an administrator', async () => {
    ddb.on(GetCommand, { Key: { pk: 'USER#inspector', sk: 'PROFILE' } }).resolves({ Item: profile });
    ddb
      .on(GetCommand, { Key: { pk: 'USER#inspector', sk: 'ROLE' } })
      .resolves({ Item: { UserName: 'inspector', RoleName: 'Administrator' } });
    ddb
      .on(GetCommand, { Key: { pk: 'CODE#inspector', sk: 'enable-two-step' } })
      .resolves({ Item: { codeHash: hash('123456'), attempts: 0, expiresAtMs: Date.now() + 60_000 } });
    await twoStep.enableTwoStep('inspector', '123456');
    const deleted = ddb.commandCalls(DeleteCommand)[0]!.args[0].input;
    expect(deleted.Key).toEqual({ pk: 'CODE#inspector', sk: 'enable-two-step' });
    const update = ddb
      .commandCalls(UpdateCommand)
      .map((c) => c.args[0].input)
      .find((input) => input.Key?.pk === 'USER#inspector');
    expect(update).toMatchObject({
      Key: { pk: 'USER#inspector', sk: 'PROFILE' },
      UpdateExpression: 'SET TwoStepMode = :email',
      ConditionExpression: 'attribute_exists(pk) AND TwoStepMode = :off',
      ExpressionAttributeValues: { ':email': 2, ':off': 0 },
    });
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({
      ActionName: 'EnableTwoStep',
    });
  });

  it('keeps a mode already on (the condition fails quietly)', async () => {
    ddb
      .on(GetCommand, { Key: { pk: 'USER#inspector', sk: 'PROFILE' } })
      .resolves({ Item: { ...profile, TwoStepMode: 3 } });
    ddb
      .on(GetCommand, { Key: { pk: 'CODE#inspector', sk: 'enable-two-step' } })
      .resolves({ Item: { codeHash: hash('123456'), attempts: 0, expiresAtMs: Date.now() + 60_000 } });
    ddb
      .on(UpdateCommand, { Key: { pk: 'USER#inspector', sk: 'PROFILE' } })
      .rejects(Object.assign(new Error('failed'), { name: 'ConditionalCheckFailedException' }));
    await expect(twoStep.enableTwoStep('inspector', '123456')).resolves.toBeUndefined();
  });

  it('changes nothing for a wrong code', async () => {
    ddb.on(GetCommand, { Key: { pk: 'USER#inspector', sk: 'PROFILE' } }).resolves({ Item: profile });
    ddb
      .on(GetCommand, { Key: { pk: 'CODE#inspector', sk: 'enable-two-step' } })
      .resolves({ Item: { codeHash: hash('123456'), attempts: 0, expiresAtMs: Date.now() + 60_000 } });
    ddb
      .on(DeleteCommand)
      .rejects(Object.assign(new Error('failed'), { name: 'ConditionalCheckFailedException' }));
    ddb.on(UpdateCommand).resolves({ Attributes: { attempts: 1 } });
    await expect(twoStep.enableTwoStep('inspector', '654321')).rejects.toThrow(
      'Verification code is not valid',
    );
    const updates = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    // The code's own count and the account flow's guess count; the profile is not touched.
    expect(updates.map((u) => u.Key?.pk)).toEqual(['CODEGUARD#inspector', 'CODE#inspector']);
    expect(updates[1]!.UpdateExpression).toBe('ADD attempts :one');
  });
});
