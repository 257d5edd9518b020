import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';

/**
 * Function environment, parsed once at cold start. Names are set by the CDK function
 * construct (infra) and by the local stack (scripts/local). AWS endpoints for the local
 * stand-ins come from the SDK's own AWS_ENDPOINT_URL_<SERVICE> variables, so nothing here
 * differs between AWS and local but values.
 */
const EnvSchema = z.object({
  TRACKING_TABLE: z.string().check(z.minLength(1)),
  ACCOUNT_TABLE: z.string().check(z.minLength(1)),
  /** Located items: apiaries, fields, schedules, spray notifications, swarm reports, collectors, API keys. */
  SITE_TABLE: z.string().check(z.minLength(1)),
  /** Device messages, user guides, app versions. */
  CONTENT_TABLE: z.string().check(z.minLength(1)),
  MEDIA_BUCKET: z.string().check(z.minLength(1)),
  USER_POOL_ID: z.string().check(z.minLength(1)),
  USER_POOL_CLIENT_ID: z.string().check(z.minLength(1)),
  /** SNS topic of tracking escalations (messaging stack); records ready to escalate go here. */
  ESCALATION_TOPIC_ARN: z.string().check(z.minLength(1)),
  /** SNS topics of swarm and spray alerts (messaging stack), consumed by the alert worker. */
  SWARM_TOPIC_ARN: z.string().check(z.minLength(1)),
  SPRAY_TOPIC_ARN: z.string().check(z.minLength(1)),
  /** SNS topic of the administrators' CRM mail and swarm thank-yous, also consumed by the alert worker. */
  OUTREACH_TOPIC_ARN: z.string().check(z.minLength(1)),
  /** The portal's public address, for links in emails and SMS (no trailing slash). */
  SITE_URL: z.pipe(
    z.string().check(z.url()),
    z.transform((u) => u.replace(/\/+$/, '')),
  ),
  /** Sender identity for SES email (the SES identity of the messaging stack). */
  SENDER_EMAIL: z.string().check(z.email()),
  /** true only on the local stand-ins: s3rver needs path-style URLs. */
  S3_FORCE_PATH_STYLE: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((v) => v === 'true'),
  ),
  /** Secure flag of the refresh cookie; false only on http://localhost. */
  COOKIE_SECURE: z.pipe(
    z._default(z.enum(['true', 'false']), 'true'),
    z.transform((v) => v === 'true'),
  ),
  /**
   * Secrets Manager secret whose string keys the session cookie (api stack); unset locally,
   * where SESSION_COOKIE_KEY_FILE holds a key generated in the data folder.
   */
  SESSION_COOKIE_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
  SESSION_COOKIE_KEY_FILE: z.optional(z.string().check(z.minLength(1))),
  /** Amazon Location place index (api stack); unset locally, where the offline gazetteer answers. */
  PLACE_INDEX_NAME: z.optional(z.string().check(z.minLength(1))),
  LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  /**
   * Folder of the offline gazetteer files (UK postcode districts, French codes postaux) that
   * the registration post-code check reads. Default: the `shared/data` folder beside the
   * repository, as on the local stack; a bundled Lambda sets it to where the files are shipped.
   */
  GAZETTEER_DATA_DIR: z._default(z.string().check(z.minLength(1)), () =>
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/data'),
  ),
});
export type Env = z.infer<typeof EnvSchema>;

/**
 * The secret CloudFront sends in the `x-origin-verify` header of every origin request (web
 * stack), or undefined where no CDN is in front. Read on its own so the HTTP wrapper needs no
 * other variable.
 */
export function originVerifySecret(): string | undefined {
  return z.optional(z.string().check(z.minLength(16))).parse(process.env.ORIGIN_VERIFY_SECRET || undefined);
}

/**
 * The folder of the phone metadata files (lib/phone-numbers.ts: portal.json, world.json) that a
 * bundled Lambda ships beside its code (api stack), or undefined locally, where they are read
 * where they are kept. Read on its own so a phone check needs no other variable.
 */
export function phoneMetadataDir(): string | undefined {
  return z.optional(z.string().check(z.minLength(1))).parse(process.env.PHONE_METADATA_DIR || undefined);
}

let cached: Env | undefined;

/** The parsed environment; throws a ZodError naming the missing variables. */
export function env(): Env {
  cached ??= EnvSchema.parse(process.env);
  return cached;
}
