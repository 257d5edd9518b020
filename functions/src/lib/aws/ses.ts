import { SESClient } from '@aws-sdk/client-ses';
import { tracer } from '../logger.js';

let ses: SESClient | undefined;
/** Amazon SES (the classic API's SendEmail: the design card's `@aws-sdk/client-ses`). */
export function sesClient(): SESClient {
  ses ??= tracer.captureAWSv3Client(new SESClient({}));
  return ses;
}
