import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { countDdbCalls, formatDdbCalls, totalDdbCalls, withDdbCallCount } from './ddb-call-counter.js';

/**
 * A document client that never reaches the network: a `build` step middleware answers every
 * command with an empty output after a short wait (so two requests' commands interleave).
 */
function offlineClient(): DynamoDBDocumentClient {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'eu-west-2',
      endpoint: 'http://127.0.0.1:9',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    }),
  );
  client.middlewareStack.add(
    () => async () => {
      await new Promise((r) => setTimeout(r, 5));
      return { output: { $metadata: {}, Items: [] }, response: {} };
    },
    { step: 'build', name: 'offlineAnswer' },
  );
  return client;
}

const get = new GetCommand({ TableName: 't', Key: { PK: 'a', SK: 'b' } });
const query = new QueryCommand({
  TableName: 't',
  KeyConditionExpression: 'PK = :pk',
  ExpressionAttributeValues: { ':pk': 'a' },
});

describe('DynamoDB round trips per request (local runtime, round-trips bench)', () => {
  it('counts the commands of each request apart, even when two requests run at once', async () => {
    const client = offlineClient();
    countDdbCalls(client);
    countDdbCalls(client); // a second install is a no-op: each command still counts once, by its wire name (GetItem)
    const first = withDdbCallCount(async () => {
      await client.send(get);
      await client.send(query);
      await Promise.all([client.send(query), client.send(query)]);
      return 'first';
    });
    const second = withDdbCallCount(async () => {
      await client.send(query);
      return 'second';
    });
    const [a, b] = await Promise.all([first, second]);
    expect(a.result).toBe('first');
    expect(formatDdbCalls(a.counts)).toBe('GetItem=1,Query=3');
    expect(totalDdbCalls(a.counts)).toBe(4);
    expect(b.result).toBe('second');
    expect(formatDdbCalls(b.counts)).toBe('Query=1');
    expect(totalDdbCalls(b.counts)).toBe(1);
  });

  it('counts nothing for commands sent outside a request', async () => {
    const client = offlineClient();
    countDdbCalls(client);
    await client.send(query);
    const run = await withDdbCallCount(async () => undefined);
    expect(totalDdbCalls(run.counts)).toBe(0);
    expect(formatDdbCalls(run.counts)).toBe('');
  });
});
