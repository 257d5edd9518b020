import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { mockDynamo } from '../testing/aws-mocks.js';

/**
 * How the dashboard reads: Queries on the keys the entity modules own, counts without items
 * (Select COUNT), every page summed, and never a Scan.
 */
const ddb = mockDynamo();
const repo = await import('./repository.js');

const queries = () => ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);

describe('dynamoDashboardRepository', () => {
  it('counts a role on byKind with Select COUNT, adding every page', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Count: 2, LastEvaluatedKey: { pk: 'x' } })
      .resolvesOnce({ Count: 3 });
    expect(await repo.dynamoDashboardRepository.countUsersOfRole('iWAS')).toBe(5);
    const [first, second] = queries();
    expect(first).toMatchObject({
      TableName: 'AccountTable',
      IndexName: 'byKind',
      Select: 'COUNT',
      ExpressionAttributeValues: { ':k': 'ROLE#iWAS' },
    });
    expect(second?.ExclusiveStartKey).toEqual({ pk: 'x' });
    expect(ddb.commandCalls(ScanCommand)).toHaveLength(0);
  });

  it('counts unused access codes and active API keys on their list keys', async () => {
    ddb.on(QueryCommand).resolves({ Count: 4 });
    expect(await repo.dynamoDashboardRepository.countUnusedAccessCodes('2026-11-25T12:00:00.000Z')).toBe(4);
    expect(await repo.dynamoDashboardRepository.countActiveApiKeys()).toBe(4);
    const [codes, keys] = queries();
    expect(codes).toMatchObject({
      TableName: 'AccountTable',
      IndexName: 'byKind',
      Select: 'COUNT',
      ExpressionAttributeValues: { ':k': 'ACCESSCODE', ':zero': 0, ':now': '2026-11-25T12:00:00.000Z' },
    });
    expect(keys).toMatchObject({
      TableName: 'SiteTable',
      IndexName: 'byKind',
      Select: 'COUNT',
      ExpressionAttributeValues: { ':k': 'APIKEY' },
    });
  });

  it('reads failed sign-ins from each month partition the 24 h touch, up to the current hour counter', async () => {
    ddb
      .on(QueryCommand)
      .resolves({ Items: [{ FailAttempt: 2 }, { FailAttempt: 5, UnknownUserNames: true }] });
    const rows = await repo.dynamoDashboardRepository.failedSignInRows(
      '2026-11-30T20:00:00.000Z',
      '2026-12-01T20:00:00.000Z',
    );
    expect(rows).toEqual([
      { FailAttempt: 2, UnknownUserNames: false },
      { FailAttempt: 5, UnknownUserNames: true },
      { FailAttempt: 2, UnknownUserNames: false },
      { FailAttempt: 5, UnknownUserNames: true },
    ]);
    expect(queries().map((q) => q.ExpressionAttributeValues)).toEqual([
      {
        ':pk': 'AUDIT#LOGINFAIL#2026-11',
        ':from': '2026-11-30T20:00:00.000Z',
        ':to': '2026-12-01T20~unknown',
      },
      {
        ':pk': 'AUDIT#LOGINFAIL#2026-12',
        ':from': '2026-11-30T20:00:00.000Z',
        ':to': '2026-12-01T20~unknown',
      },
    ]);
    expect(queries()[0]?.IndexName).toBeUndefined();
  });

  it('reads swarm reports by arrival on byKind, projecting no personal field', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [{ Status: 1, CreatedAt: '2026-11-25T10:00:00.000Z', Notified: true }],
    });
    await repo.dynamoDashboardRepository.swarmReportsBetween(
      '2026-10-26T12:00:00.000Z',
      '2026-11-25T12:00:00.000Z',
    );
    const [q] = queries();
    expect(q).toMatchObject({
      TableName: 'SiteTable',
      IndexName: 'byKind',
      ProjectionExpression: '#s, CreatedAt, Notified',
      ExpressionAttributeValues: {
        ':k': 'SWARM',
        ':from': '2026-10-26T12:00:00.000Z',
        ':to': '2026-11-25T12:00:00.000Z#~',
      },
    });
  });

  it('counts spray notifications of a day range on byKind, without the excluded status', async () => {
    ddb.on(QueryCommand).resolves({ Count: 1 });
    expect(await repo.dynamoDashboardRepository.countSprayNotifications('2026-11-25', '2026-12-01', 3)).toBe(
      1,
    );
    expect(queries()[0]).toMatchObject({
      IndexName: 'byKind',
      Select: 'COUNT',
      FilterExpression: '#s <> :excluded',
      ExpressionAttributeValues: {
        ':k': 'SPRAY',
        ':from': '2026-11-25',
        ':to': '2026-12-01#~',
        ':excluded': 3,
      },
    });
  });

  it('lists the months between two instants', () => {
    expect(repo.monthsBetween('2026-12-31T23:00:00.000Z', '2027-01-01T01:00:00.000Z')).toEqual([
      '2026-12',
      '2027-01',
    ]);
    expect(repo.monthsBetween('2026-11-24T12:00:00.000Z', '2026-11-25T12:00:00.000Z')).toEqual(['2026-11']);
  });
});
