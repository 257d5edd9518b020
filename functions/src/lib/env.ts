import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';

/**
 * Function environment, parsed once at cold start. Names are set by the CDK function
 * construct (infra) and by the local stack (scripts/local). AWS endpoints for the local
 * stand-ins come from the SDK's own AWS_ENDPOINT_URL_<SERVICE> variables, so nothing here
 * differs between AWS and local but values.
 */
const EnvSchema = z.object({
  TRACKING_TABLE: z.string().min(1),
  ACCOUNT_TABLE: z.string().min(1),
  /** Located items: apiaries, fields, schedules, spray notifications, swarm reports, collectors, API keys. */
  SITE_TABLE: z.string().min(1),
  /** Device messages, user guides, app versions. */
  CONTENT_TABLE: z.string().min(1),
  MEDIA_BUCKET: z.string().min(1),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  /** SNS topic of tracking escalations (messaging stack); records ready to escalate go here. */
  ESCALATION_TOPIC_ARN: z.string().min(1),
  /** SNS topics of swarm and spray alerts (messaging stack), consumed by the alert worker. */
  SWARM_TOPIC_ARN: z.string().min(1),
  SPRAY_TOPIC_ARN: z.string().min(1),
  /** SNS topic of the administrators' CRM mail and swarm thank-yous, also consumed by the alert worker. */
  OUTREACH_TOPIC_ARN: z.string().min(1),
  /** The portal's public address, for links in emails and SMS (no trailing slash). */
  SITE_URL: z
    .string()
    .url()
    .transform((u) => u.replace(/\/+$/, '')),
  /** Sender identity for SES email (the SES identity of the messaging stack). */
  SENDER_EMAIL: z.string().email(),
  /** true only on the local stand-ins: s3rver needs path-style URLs. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Secure flag of the refresh cookie; false only on http://localhost. */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Secrets Manager secret whose string keys the session cookie (api stack); unset locally,
   * where SESSION_COOKIE_KEY_FILE holds a key generated in the data folder.
   */
  SESSION_COOKIE_SECRET_ARN: z.string().min(1).optional(),
  SESSION_COOKIE_KEY_FILE: z.string().min(1).optional(),
  /** Amazon Location place index (api stack); unset locally, where the offline gazetteer answers. */
  PLACE_INDEX_NAME: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * Folder of the offline gazetteer files (UK postcode districts, French codes postaux) that
   * the registration post-code check reads. Default: the `shared/data` folder beside the
   * repository, as on the local stack; a bundled Lambda sets it to where the files are shipped.
   */
  GAZETTEER_DATA_DIR: z
    .string()
    .min(1)
    .default(() => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/data')),
});
export type Env = z.infer<typeof EnvSchema>;

/**
 * The secret CloudFront sends in the `x-origin-verify` header of every origin request (web
 * stack), or undefined where no CDN is in front. Read on its own so the HTTP wrapper needs no
 * other variable.
 */
export function originVerifySecret(): string | undefined {
  return z
    .string()
    .min(16)
    .optional()
    .parse(process.env.ORIGIN_VERIFY_SECRET || undefined);
}

let cached: Env | undefined;

/** The parsed environment; throws a ZodError naming the missing variables. */
export function env(): Env {
  cached ??= EnvSchema.parse(process.env);
  return cached;
}
