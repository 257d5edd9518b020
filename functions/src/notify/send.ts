import { SendEmailCommand } from '@aws-sdk/client-ses';
import { PublishCommand } from '@aws-sdk/client-sns';
import { sesClient, snsClient } from '../lib/aws.js';
import { env } from '../lib/env.js';

/** A bilingual message: English first, then French, in one email or SMS. */
export interface BilingualText {
  subject: { en: string; fr: string };
  body: { en: string; fr: string };
}

/** Sends a plain-text email through SES SendEmail (the outbox locally), from SENDER_EMAIL. */
export async function sendEmail(to: string, text: BilingualText): Promise<void> {
  await sesClient().send(
    new SendEmailCommand({
      Source: env().SENDER_EMAIL,
      Destination: { ToAddresses: [to] },
      Message: {
        Subject: { Data: `${text.subject.en} / ${text.subject.fr}`, Charset: 'UTF-8' },
        Body: { Text: { Data: `${text.body.en}\n\n---\n\n${text.body.fr}`, Charset: 'UTF-8' } },
      },
    }),
  );
}

/** Sends an SMS through SNS (the outbox locally). `phone`: E.164. */
export async function sendSms(phone: string, text: BilingualText): Promise<void> {
  await snsClient().send(
    new PublishCommand({
      PhoneNumber: phone,
      Message: `${text.body.en}\n${text.body.fr}`,
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    }),
  );
}
