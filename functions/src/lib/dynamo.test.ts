import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { mockDynamo, transactionCancelled as cancelled, withoutBackoff } from '../testing/aws-mocks.js';

/**
 * The shared DynamoDB layer with the client mocked: whole partitions are read page after page,
 * keys and writes DynamoDB leaves unprocessed are retried and, when they stay unprocessed, the
 * call throws (an alert recipient or an adoption proof is never dropped silently), and a
 * cancelled transaction names its failed condition while a conflict is rethrown.
 */
const ddb = mockDynamo();
withoutBackoff();
const dynamo = await import('./dynamo.js');

describe('queryAll', () => {
  it('follows LastEvaluatedKey to the last page', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ n: 1 }], LastEvaluatedKey: { pk: 'a' } })
      .resolvesOnce({ Items: [{ n: 2 }] });
    expect(await dynamo.queryAll({ TableName: 'T', KeyConditionExpression: 'pk = :p' })).toEqual([
      { n: 1 },
      { n: 2 },
    ]);
    expect(ddb.commandCalls(QueryCommand)[1]!.args[0].input.ExclusiveStartKey).toEqual({ pk: 'a' });
  });
});

describe('transactRetryingConflicts', () => {
  it('tries again while another transaction holds an item, then answers as transact', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('None', 'TransactionConflict'))
      .rejectsOnce(cancelled('ConditionalCheckFailed', 'None'));
    expect(await dynamo.transactRetryingConflicts([])).toEqual({ ok: false, failed: 0 });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('throws the conflict when it lasts past the attempts', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('TransactionConflict'));
    await expect(dynamo.transactRetryingConflicts([])).rejects.toThrow();
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(8);
  });
});

describe('batchGetTogether', () => {
  it('reads several tables in one request, each read getting its own items', async () => {
    ddb.on(BatchGetCommand).resolves({
      Responses: {
        A: [{ pk: 'u#1', sk: 'P', n: 1 }],
        B: [
          { pk: 'x', sk: 'S', n: 2 },
          { pk: 'y', sk: 'S', n: 3 },
        ],
      },
    });
    const [a, b] = await dynamo.batchGetTogether(
      { table: 'A', keys: [{ pk: 'u#1', sk: 'P' }], parse: (items) => items.map((i) => i.n) },
      {
        table: 'B',
        keys: [
          { pk: 'x', sk: 'S' },
          { pk: 'y', sk: 'S' },
          { pk: 'x', sk: 'S' },
        ],
        parse: (items) => items.length,
      },
    );
    expect(a).toEqual([1]);
    expect(b).toBe(2);
    const calls = ddb.commandCalls(BatchGetCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input.RequestItems!.B!.Keys).toHaveLength(2);
  });

  it('gives two reads of one table the items of their own keys', async () => {
    ddb.on(BatchGetCommand).resolves({
      Responses: {
        T: [
          { pk: 'a', sk: 'X', n: 1 },
          { pk: 'b', sk: 'Y', n: 2 },
        ],
      },
    });
    const ns = (items: Record<string, unknown>[]) => items.map((i) => i.n);
    const [x, y] = await dynamo.batchGetTogether(
      { table: 'T', keys: [{ pk: 'a', sk: 'X' }], parse: ns },
      { table: 'T', keys: [{ sk: 'Y', pk: 'b' }], parse: ns },
    );
    expect([x, y]).toEqual([[1], [2]]);
    expect(ddb.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems!.T!.Keys).toHaveLength(2);
  });

  it('retries what is left unprocessed in any table, and throws when it stays', async () => {
    ddb
      .on(BatchGetCommand)
      .resolvesOnce({ Responses: { A: [{ pk: '1' }] }, UnprocessedKeys: { B: { Keys: [{ pk: '2' }] } } })
      .resolvesOnce({ Responses: { B: [{ pk: '2' }] } });
    const [a, b] = await dynamo.batchGetTogether(
      { table: 'A', keys: [{ pk: '1' }], parse: (items) => items.length },
      { table: 'B', keys: [{ pk: '2' }], parse: (items) => items.length },
    );
    expect([a, b]).toEqual([1, 1]);
    ddb.reset();
    ddb.on(BatchGetCommand).resolves({ UnprocessedKeys: { B: { Keys: [{ pk: '2' }] } } });
    await expect(
      dynamo.batchGetTogether({ table: 'B', keys: [{ pk: '2' }], parse: (items) => items }),
    ).rejects.toThrow(dynamo.UnprocessedItemsError);
  });

  it('sends nothing when no read has keys', async () => {
    const [a] = await dynamo.batchGetTogether({ table: 'A', keys: [], parse: (items) => items.length });
    expect(a).toBe(0);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(0);
  });
});

describe('batchGetAll', () => {
  it('retries unprocessed keys and returns every item', async () => {
    ddb
      .on(BatchGetCommand)
      .resolvesOnce({
        Responses: { T: [{ pk: '1' }] },
        UnprocessedKeys: { T: { Keys: [{ pk: '2' }] } },
      })
      .resolvesOnce({ Responses: { T: [{ pk: '2' }] } });
    const items = await dynamo.batchGetAll('T', [{ pk: '1' }, { pk: '2' }]);
    expect(items.map((i) => i.pk).sort()).toEqual(['1', '2']);
  });

  it('throws when keys stay unprocessed after the retries', async () => {
    ddb
      .on(BatchGetCommand)
      .resolves({ Responses: { T: [] }, UnprocessedKeys: { T: { Keys: [{ pk: '2' }] } } });
    await expect(dynamo.batchGetAll('T', [{ pk: '2' }])).rejects.toThrow(dynamo.UnprocessedItemsError);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(8);
  });

  it('asks at most 100 keys a request', async () => {
    ddb.on(BatchGetCommand).resolves({ Responses: { T: [] } });
    await dynamo.batchGetAll(
      'T',
      Array.from({ length: 250 }, (_, i) => ({ pk: String(i) })),
    );
    const sizes = ddb.commandCalls(BatchGetCommand).map((c) => c.args[0].input.RequestItems!.T!.Keys!.length);
    expect(sizes.sort()).toEqual([100, 100, 50]);
  });
});

describe('batchWriteAll', () => {
  it('throws when writes stay unprocessed after the retries', async () => {
    const put = { PutRequest: { Item: { pk: 'x' } } };
    ddb.on(BatchWriteCommand).resolves({ UnprocessedItems: { T: [put] } });
    await expect(dynamo.batchWriteAll('T', [put])).rejects.toThrow('still unprocessed');
  });
});

describe('transact', () => {
  it('reports which condition failed', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed'));
    expect(await dynamo.transact([])).toEqual({ ok: false, failed: 1 });
  });

  it('rethrows a conflict with another transaction (not a failed condition)', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('TransactionConflict', 'None'));
    await expect(dynamo.transact([])).rejects.toThrow(TransactionCanceledException);
  });
});

describe('writeIf', () => {
  const put = () =>
    new PutCommand({ TableName: 'T', Item: { pk: 'a' }, ConditionExpression: 'attribute_not_exists(pk)' });
  const failed = (name: string) => Object.assign(new Error(name), { name });

  it('answers true when written and false when the condition failed', async () => {
    ddb.on(PutCommand).resolvesOnce({}).rejectsOnce(failed('ConditionalCheckFailedException'));
    expect(await dynamo.writeIf(put())).toBe(true);
    expect(await dynamo.writeIf(put())).toBe(false);
  });

  it('rethrows any other error', async () => {
    ddb.on(PutCommand).rejectsOnce(failed('ThrottlingException'));
    await expect(dynamo.writeIf(put())).rejects.toThrow('ThrottlingException');
  });
});

describe('byKind and byOwner', () => {
  it('reads one kind on the byKind index, within a kindSort range, newest first, a page at a time', () => {
    expect(
      dynamo.byKind('T', 'REPORT', { between: ['2026-01-01', '2026-02-01'], newestFirst: true, limit: 5 }),
    ).toEqual({
      TableName: 'T',
      IndexName: 'byKind',
      KeyConditionExpression: '#p = :v AND #s BETWEEN :from AND :to',
      ExpressionAttributeNames: { '#p': 'kind', '#s': 'kindSort' },
      ExpressionAttributeValues: { ':v': 'REPORT', ':from': '2026-01-01', ':to': '2026-02-01' },
      ScanIndexForward: false,
      Limit: 5,
    });
    expect(dynamo.byKind('T', 'ROLE#x', { prefix: 'ab', startKey: { pk: 'p' } })).toEqual({
      TableName: 'T',
      IndexName: 'byKind',
      KeyConditionExpression: '#p = :v AND begins_with(#s, :prefix)',
      ExpressionAttributeNames: { '#p': 'kind', '#s': 'kindSort' },
      ExpressionAttributeValues: { ':v': 'ROLE#x', ':prefix': 'ab' },
      ExclusiveStartKey: { pk: 'p' },
    });
  });

  it("reads a user's items on the byOwner index from a sort key on", () => {
    expect(dynamo.byOwner('T', 'ALERTED#bob', { since: '2026-03-01' })).toEqual({
      TableName: 'T',
      IndexName: 'byOwner',
      KeyConditionExpression: '#p = :v AND #s >= :since',
      ExpressionAttributeNames: { '#p': 'owner', '#s': 'ownerSort' },
      ExpressionAttributeValues: { ':v': 'ALERTED#bob', ':since': '2026-03-01' },
    });
  });
});
