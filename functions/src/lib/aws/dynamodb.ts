import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tracer } from '../logger.js';

let ddb: DynamoDBDocumentClient | undefined;
/** The DynamoDB document client (undefined attributes removed on write), traced, created on first use. */
export function documentClient(): DynamoDBDocumentClient {
  ddb ??= DynamoDBDocumentClient.from(tracer.captureAWSv3Client(new DynamoDBClient({})), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return ddb;
}
