import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  CreateTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  DescribeTableCommand,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLES, type TableDesign } from '../../infra/lib/tables.js';
import { ROOT } from './config.js';

/**
 * Starts DynamoDB Local (Java) on `port` with its files in `dir` (or in memory), and waits
 * until it answers. Rejects when Java or the jar is missing (run `npm run setup`).
 */
export async function startDynamoDbLocal(port: number, dir: string | 'memory'): Promise<ChildProcess> {
  const home = path.join(ROOT, '.local/dynamodb');
  const storage = dir === 'memory' ? ['-inMemory'] : ['-dbPath', dir];
  if (dir !== 'memory') mkdirSync(dir, { recursive: true });
  const child = spawn(
    'java',
    [
      '-Djava.library.path=./DynamoDBLocal_lib',
      '-jar',
      'DynamoDBLocal.jar',
      '-sharedDb',
      ...storage,
      '-port',
      String(port),
    ],
    { cwd: home, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  const client = dynamoClient(port);
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited: ${stderr}`);
    try {
      await client.send(new ListTablesCommand({}));
      return child;
    } catch {
      if (Date.now() - started > 30_000) throw new Error(`DynamoDB Local did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}

/** A DynamoDB client for the local endpoint. */
export function dynamoClient(port: number): DynamoDBClient {
  return new DynamoDBClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

function createInput(design: TableDesign) {
  const attributes = new Set<string>([design.key.partitionKey, design.key.sortKey]);
  for (const index of Object.values(design.indexes)) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  return new CreateTableCommand({
    TableName: design.id,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: design.key.partitionKey, KeyType: 'HASH' },
      { AttributeName: design.key.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: Object.entries(design.indexes).map(([IndexName, key]) => ({
      IndexName,
      KeySchema: [
        { AttributeName: key.partitionKey, KeyType: 'HASH' },
        { AttributeName: key.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  });
}

/**
 * Adds to an existing table (persisted local data) the indexes tables.ts gained since it was
 * created, as a deployment would; items written before lack the new keys until rewritten.
 */
async function addMissingIndexes(client: DynamoDBClient, design: TableDesign): Promise<void> {
  const table = (await client.send(new DescribeTableCommand({ TableName: design.id }))).Table;
  const have = new Set((table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
  for (const [IndexName, key] of Object.entries(design.indexes)) {
    if (have.has(IndexName)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: design.id,
        AttributeDefinitions: [key.partitionKey, key.sortKey].map((AttributeName) => ({
          AttributeName,
          AttributeType: 'S',
        })),
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName,
              KeySchema: [
                { AttributeName: key.partitionKey, KeyType: 'HASH' },
                { AttributeName: key.sortKey, KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          },
        ],
      }),
    );
  }
}

/** Creates the tables of infra/lib/tables.ts that do not exist yet, with their TTL. */
export async function ensureTables(client: DynamoDBClient): Promise<void> {
  const existing = new Set((await client.send(new ListTablesCommand({}))).TableNames ?? []);
  for (const design of TABLES) {
    if (!existing.has(design.id)) await client.send(createInput(design));
    else await addMissingIndexes(client, design);
    if (design.ttlAttribute) {
      const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: design.id }));
      if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
        await client.send(
          new UpdateTimeToLiveCommand({
            TableName: design.id,
            TimeToLiveSpecification: { AttributeName: design.ttlAttribute, Enabled: true },
          }),
        );
      }
    }
  }
}
