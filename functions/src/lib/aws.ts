import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import { env } from './env.js';

/**
 * AWS clients, created once per container. Endpoints come from the SDK's standard
 * AWS_ENDPOINT_URL_<SERVICE> variables, which the local stack sets to its stand-ins.
 */
let ddb: DynamoDBDocumentClient | undefined;
export function documentClient(): DynamoDBDocumentClient {
  ddb ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return ddb;
}

let s3: S3Client | undefined;
/** S3 client; path-style on s3rver, and checksums only when required so presigned PUTs from browsers work. */
export function s3Client(): S3Client {
  s3 ??= new S3Client({
    forcePathStyle: env().S3_FORCE_PATH_STYLE,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3;
}

let cognito: CognitoIdentityProviderClient | undefined;
export function cognitoClient(): CognitoIdentityProviderClient {
  cognito ??= new CognitoIdentityProviderClient({});
  return cognito;
}

let ses: SESv2Client | undefined;
export function sesClient(): SESv2Client {
  ses ??= new SESv2Client({});
  return ses;
}

let sns: SNSClient | undefined;
export function snsClient(): SNSClient {
  sns ??= new SNSClient({});
  return sns;
}
