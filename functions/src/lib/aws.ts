import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESClient } from '@aws-sdk/client-ses';
import { SNSClient } from '@aws-sdk/client-sns';
import { env } from './env.js';
import { tracer } from './logger.js';

/**
 * AWS clients, created once per container and only when first used (a function builds the
 * clients it calls, no others), each traced by the Powertools tracer (X-Ray subsegments per
 * call). Endpoints come from the SDK's standard AWS_ENDPOINT_URL_<SERVICE> variables, which the
 * local stack sets to its stand-ins.
 */
let ddb: DynamoDBDocumentClient | undefined;
export function documentClient(): DynamoDBDocumentClient {
  ddb ??= DynamoDBDocumentClient.from(tracer.captureAWSv3Client(new DynamoDBClient({})), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return ddb;
}

let s3: S3Client | undefined;
/** S3 client; path-style on s3rver, and checksums only when required so presigned PUTs from browsers work. */
export function s3Client(): S3Client {
  s3 ??= tracer.captureAWSv3Client(
    new S3Client({
      forcePathStyle: env().S3_FORCE_PATH_STYLE,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  );
  return s3;
}

let cognito: CognitoIdentityProviderClient | undefined;
export function cognitoClient(): CognitoIdentityProviderClient {
  cognito ??= tracer.captureAWSv3Client(new CognitoIdentityProviderClient({}));
  return cognito;
}

let ses: SESClient | undefined;
/** Amazon SES (the classic API's SendEmail: the design card's `@aws-sdk/client-ses`). */
export function sesClient(): SESClient {
  ses ??= tracer.captureAWSv3Client(new SESClient({}));
  return ses;
}

let sns: SNSClient | undefined;
export function snsClient(): SNSClient {
  sns ??= tracer.captureAWSv3Client(new SNSClient({}));
  return sns;
}
