import * as z from 'zod/mini';

/** Recipients per SNS message: 50 × ≈ 300 bytes stays far below SNS's 256 KB limit. */
export const RECIPIENTS_PER_MESSAGE = 50;

const E164 = /^\+[1-9]\d{6,14}$/;
const Bilingual = z.object({ en: z.string().check(z.minLength(1)), fr: z.string().check(z.minLength(1)) });

/**
 * One recipient of an alert. Each present channel gets one send: Email (SES), Mobile (SNS SMS,
 * E.164), UserName (a device message in the portal inbox). `Vars` fill the `{Name}`
 * placeholders of the texts for this recipient (e.g. a personal adoption link).
 */
export const AlertRecipient = z.object({
  Name: z.string().check(z.minLength(1)),
  UserName: z.optional(z.string().check(z.minLength(1))),
  Email: z.optional(z.string().check(z.email())),
  Mobile: z.optional(z.string().check(z.regex(E164))),
  Vars: z._default(z.record(z.string(), z.string()), {}),
});
export type AlertRecipient = z.input<typeof AlertRecipient>;

/**
 * A swarm or spray alert as published on its topic (SNS → SQS → the alert worker). `AlertId`
 * is the idempotency key of every send: a redelivered message, or the same alert published
 * again, sends each (channel, address) once. Texts are bilingual, English then French in one
 * email or SMS (as escalations are), each language apart in the portal inbox, with `{Var}`
 * placeholders.
 */
export const AlertMessage = z.object({
  AlertId: z.string().check(z.minLength(1), z.maxLength(200)),
  /** What the alert is about, for logs, e.g. `swarm-report`. */
  Kind: z.string().check(z.minLength(1), z.maxLength(50)),
  Subject: Bilingual,
  /** Email and inbox text. */
  Body: Bilingual,
  /** SMS text (short: one or two segments per language). */
  Sms: Bilingual,
  Recipients: z.array(AlertRecipient).check(z.minLength(1), z.maxLength(RECIPIENTS_PER_MESSAGE)),
});
export type AlertMessage = z.infer<typeof AlertMessage>;

/** Replaces each `{Key}` in `template` with `vars[Key]`; unknown keys are left as written. */
export function fillTemplate(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}
