import { SNSClient } from '@aws-sdk/client-sns';
import { tracer } from '../logger.js';

let sns: SNSClient | undefined;
/** Amazon SNS client (topics and SMS), traced, created on first use. */
export function snsClient(): SNSClient {
  sns ??= tracer.captureAWSv3Client(new SNSClient({}));
  return sns;
}
