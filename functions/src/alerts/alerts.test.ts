import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDynamo, resetEachTest, transactionCancelled as cancelled } from '../testing/aws-mocks.js';

/**
 * The alert pipeline with the AWS clients mocked: how an alert is split into topic messages,
 * who gets what on which channel with their own placeholders, that a send already claimed is
 * not repeated, and that a failed send is recorded and makes the message retry.
 */
const ddb = mockDynamo();
const sns = resetEachTest(mockClient(SNSClient));
const ses = resetEachTest(mockClient(SESClient));

const text = (en: string, fr: string) => ({ en, fr });
const alertOf = (recipients: unknown[]) => ({
  AlertId: 'SWARM#r1#v1',
  Kind: 'swarm-report',
  Subject: text('Swarm near {Place}', 'Essaim près de {Place}'),
  Body: text('Adopt it: {AdoptUrl}', 'Adoptez-le : {AdoptUrl}'),
  Sms: text('Swarm {AdoptUrl}', 'Essaim {AdoptUrl}'),
  Recipients: recipients,
});

const publish = await import('./publish.js');
const service = await import('./service.js');
const message = await import('./message.js');
beforeEach(() => {
  ddb.on(UpdateCommand).resolves({});
  ddb.on(TransactWriteCommand).resolves({});
  sns.on(PublishCommand).resolves({ MessageId: 'm' });
  ses.on(SendEmailCommand).resolves({ MessageId: 'e' });
});

describe('publishAlert', () => {
  it('splits 120 recipients into messages of 50 on the channel topic, each a valid AlertMessage', async () => {
    const recipients = Array.from({ length: 120 }, (_, i) => ({ Name: `C${i}`, Email: `c${i}@example.org` }));
    expect(await publish.publishAlert('Swarm', alertOf(recipients) as never)).toBe(3);
    const calls = sns.commandCalls(PublishCommand);
    expect(calls.map((c) => c.args[0].input.TopicArn)).toEqual(Array(3).fill(process.env.SWARM_TOPIC_ARN));
    const sizes = calls.map(
      (c) => message.AlertMessage.parse(JSON.parse(c.args[0].input.Message!)).Recipients.length,
    );
    expect(sizes.sort()).toEqual([20, 50, 50]);
  });

  it('publishes nothing when any recipient is malformed', async () => {
    const recipients = [
      { Name: 'A', Email: 'a@example.org' },
      { Name: 'B', Mobile: '07700 900123' }, // not E.164
    ];
    await expect(publish.publishAlert('Spray', alertOf(recipients) as never)).rejects.toThrow();
    expect(sns.commandCalls(PublishCommand)).toHaveLength(0);
  });
});

describe('deliverAlert', () => {
  const recipients = [
    {
      Name: 'Ann',
      Email: 'ann@example.org',
      Mobile: '+447700900123',
      Vars: { Place: 'Guildford', AdoptUrl: 'u/ann' },
    },
    { Name: 'Bob', UserName: 'beekeeper', Vars: { Place: 'Guildford', AdoptUrl: 'u/bob' } },
  ];

  it("sends each recipient's channels with their own placeholders filled, English then French", async () => {
    const alert = message.AlertMessage.parse(alertOf(recipients));
    expect(await service.deliverAlert(alert)).toEqual({ sent: 3, skipped: 0 });
    const email = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(email.Destination?.ToAddresses).toEqual(['ann@example.org']);
    expect(email.Message?.Subject?.Data).toBe('Swarm near Guildford / Essaim près de Guildford');
    expect(email.Message?.Body?.Text?.Data).toContain('Adopt it: u/ann');
    const sms = sns.commandCalls(PublishCommand)[0]!.args[0].input;
    expect(sms.PhoneNumber).toBe('+447700900123');
    expect(sms.Message).toBe('Swarm u/ann\nEssaim u/ann');
    const inbox = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(JSON.stringify(inbox)).toContain('MSGBOX#beekeeper#0');
    expect(JSON.stringify(inbox)).toContain('Adopt it: u/bob');
    expect(JSON.stringify(inbox)).not.toContain('u/ann');
  });

  it('skips sends another delivery already claimed (a redelivered message sends nothing twice)', async () => {
    const taken = Object.assign(new Error('taken'), { name: 'ConditionalCheckFailedException' });
    ddb.on(UpdateCommand).callsFake((input: { ConditionExpression?: string }) => {
      if (input.ConditionExpression) throw taken; // a new send or a stale lease: not this one
      return {};
    });
    // Taking over a failed send (with the tally) fails too: the send is sent or being sent.
    ddb
      .on(TransactWriteCommand)
      .callsFake((input: { TransactItems: { Update?: { ConditionExpression?: string } }[] }) => {
        if (input.TransactItems.some((i) => i.Update?.ConditionExpression === '#s = :failed'))
          throw cancelled('ConditionalCheckFailed', 'None');
        return {};
      });
    const alert = message.AlertMessage.parse(alertOf(recipients));
    expect(await service.deliverAlert(alert)).toEqual({ sent: 0, skipped: 3 });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(sns.commandCalls(PublishCommand)).toHaveLength(0);
  });

  it('records a failed send, still tries the others, then throws so the queue retries', async () => {
    ses.on(SendEmailCommand).rejects(new Error('SES throttled'));
    const alert = message.AlertMessage.parse(alertOf(recipients));
    await expect(service.deliverAlert(alert)).rejects.toThrow(/1 send\(s\) failed.*SES throttled/);
    expect(sns.commandCalls(PublishCommand)).toHaveLength(1);
    // Each result is written with the alert's tally in one transaction (the inbox's is apart).
    const finishes = ddb
      .commandCalls(TransactWriteCommand)
      .map((c) => c.args[0].input.TransactItems!)
      .filter((items) => items[0]?.Update?.UpdateExpression?.startsWith('SET #s = :s'));
    expect(finishes).toHaveLength(3);
    const failed = finishes.find(
      (items) => items[0]!.Update!.ExpressionAttributeValues?.[':s'] === 'failed',
    )!;
    expect(failed[0]!.Update!.Key).toEqual({ pk: 'ALERTSEND#SWARM#r1#v1', sk: 'email#ann@example.org' });
    expect(failed[0]!.Update!.ExpressionAttributeValues?.[':e']).toBe('SES throttled');
    expect(failed[1]!.Update!.Key).toEqual({ pk: 'ALERTSEND#SWARM#r1#v1', sk: 'TALLY' });
    expect(failed[1]!.Update!.ExpressionAttributeValues).toMatchObject({ ':sent': 0, ':failed': 1 });
  });

  it('takes a failed send back off the tally when a retry claims it', async () => {
    const taken = Object.assign(new Error('taken'), { name: 'ConditionalCheckFailedException' });
    ddb.on(UpdateCommand).callsFake((input: { ConditionExpression?: string }) => {
      if (input.ConditionExpression) throw taken; // not new: it failed before
      return {};
    });
    const alert = message.AlertMessage.parse(alertOf([{ Name: 'Ann', Email: 'ann@example.org', Vars: {} }]));
    expect(await service.deliverAlert(alert)).toEqual({ sent: 1, skipped: 0 });
    const [claim, finish] = ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
    expect(claim![0]!.Update!.ConditionExpression).toBe('#s = :failed');
    expect(claim![1]!.Update!.ExpressionAttributeValues).toMatchObject({ ':sent': 0, ':failed': -1 });
    expect(finish![1]!.Update!.ExpressionAttributeValues).toMatchObject({ ':sent': 1, ':failed': 0 });
  });
});

describe('fillTemplate', () => {
  it('fills known placeholders and leaves unknown ones as written', () => {
    expect(message.fillTemplate('{A} and {B}', { A: 'x' })).toBe('x and {B}');
  });
});
