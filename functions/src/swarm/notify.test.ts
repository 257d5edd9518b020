import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { BatchGetCommand, BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDynamo, resetEachTest, storedProfile as profile, withoutBackoff } from '../testing/aws-mocks.js';
import { memberKey } from './collector-entity.js';
import { defaultMember } from './members.js';
import { newReportState, type SwarmItem } from './reports-repository.js';

/**
 * The collectors' alert with the AWS clients mocked: a collector is alerted only after their
 * `ALERTED#` proof (what adoption checks) is stored, and a collector whose profile DynamoDB
 * would not return makes the alert fail (to be retried) rather than silently skip them.
 */
const ddb = mockDynamo();
const sns = resetEachTest(mockClient(SNSClient));
withoutBackoff();

const report: SwarmItem = {
  SwarmID: '01JSWARM',
  CreatedAt: '2026-06-01T10:00:00.000Z',
  ApiKey: 'k',
  ApiKeyOwner: 'owner',
  Name: 'Reporter',
  PostCode: 'GU1 1AA',
  Address: '1 Road',
  Address2: '',
  PhoneNo: '07700900123',
  PhoneE164: '+447700900123',
  PhoneIsMobile: true,
  Description: 'On a branch',
  TypeOption: 1,
  Other: '',
  BeeOption: 1,
  District: 'GU1',
  PlaceName: 'Guildford',
  Country: 'GB',
  Latitude: 51.2362,
  Longitude: -0.5704,
  ImageContentType: null,
  ImageState: 'none',
  ...newReportState(),
  History: [],
};
const recipient = (UserName: string) => ({
  UserName,
  DistanceM: 1200,
  recipient: { Name: UserName, UserName, Email: `${UserName}@example.org`, Vars: {} },
});
const notify = await import('./notify.js');
beforeEach(() => sns.on(PublishCommand).resolves({ MessageId: 'm' }));

describe('sendCollectorAlert', () => {
  it('stores every proof before the alert is published', async () => {
    const order: string[] = [];
    ddb.on(BatchWriteCommand).callsFake(async () => {
      await new Promise((r) => setTimeout(r, 5));
      order.push('proof');
      return {};
    });
    sns.on(PublishCommand).callsFake(() => {
      order.push('publish');
      return { MessageId: 'm' };
    });
    await notify.sendCollectorAlert(report, [recipient('ann'), recipient('bob')]);
    expect(order).toEqual(['proof', 'publish']);
  });

  it('publishes nothing when a proof cannot be stored', async () => {
    ddb.on(BatchWriteCommand).resolves({
      UnprocessedItems: {
        SiteTable: [{ PutRequest: { Item: { pk: 'SWARM#01JSWARM', sk: 'ALERTED#bob' } } }],
      },
    });
    await expect(notify.sendCollectorAlert(report, [recipient('ann'), recipient('bob')])).rejects.toThrow();
    expect(sns.commandCalls(PublishCommand)).toHaveLength(0);
  });
});

describe('collectorRecipients', () => {
  const cellOf = (UserName: string) => ({ UserName, Latitude: 51.2362, Longitude: -0.5704, RadiusM: 10_000 });
  type Keys = Record<string, { Keys: unknown[] }>;
  /** BatchGet answers by table: the account table's answers in turn, the coordinator's member records of the site table. */
  function batchGets(accountAnswers: Record<string, unknown>[], members: Record<string, unknown>[] = []) {
    let call = 0;
    ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Keys }) => {
      if (input.RequestItems.SiteTable) return { Responses: { SiteTable: members } };
      const answer = accountAnswers[Math.min(call, accountAnswers.length - 1)]!;
      call += 1;
      return answer;
    });
  }

  it('fails rather than leave out a collector whose profile stays unread', async () => {
    ddb.on(QueryCommand).resolves({ Items: [cellOf('ann'), cellOf('bob')], Count: 2 });
    batchGets([
      {
        Responses: { AccountTable: [profile('ann')] },
        UnprocessedKeys: { AccountTable: { Keys: [{ pk: 'USER#bob', sk: 'PROFILE' }] } },
      },
    ]);
    await expect(notify.collectorRecipients(report)).rejects.toThrow('still unprocessed');
  });

  it('alerts every matched collector once their profiles are read', async () => {
    ddb.on(QueryCommand).resolves({ Items: [cellOf('ann'), cellOf('bob')], Count: 2 });
    batchGets([
      {
        Responses: { AccountTable: [profile('ann')] },
        UnprocessedKeys: { AccountTable: { Keys: [{ pk: 'USER#bob', sk: 'PROFILE' }] } },
      },
      { Responses: { AccountTable: [profile('bob')] } },
    ]);
    const { recipients } = await notify.collectorRecipients(report);
    expect(recipients.map((r) => r.UserName).sort()).toEqual(['ann', 'bob']);
  });

  it('leaves out a collector the coordinator suspended, and one not to be disturbed today', async () => {
    ddb.on(QueryCommand).resolves({ Items: [cellOf('ann'), cellOf('bob'), cellOf('cat')], Count: 3 });
    const member = (UserName: string, extra: Record<string, unknown>) => ({
      ...memberKey(UserName),
      ...defaultMember(UserName),
      UpdatedAt: '2026-01-01T00:00:00.000Z',
      UpdatedBy: 'coordinator',
      ...extra,
    });
    batchGets(
      [{ Responses: { AccountTable: [profile('ann'), profile('bob'), profile('cat')] } }],
      [
        member('bob', { Status: 'Suspended', SuspendReason: 'No insurance' }),
        member('cat', { Availability: 'DoNotDisturb', DndUntil: '2999-12-31' }),
      ],
    );
    const { recipients } = await notify.collectorRecipients(report);
    expect(recipients.map((r) => r.UserName)).toEqual(['ann']);
  });
});
