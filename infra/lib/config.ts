import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from 'aws-cdk-lib';

/** Absolute path of the repository root (infra/lib/ → ../..). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Deployment settings read from CDK context (cdk.json or `-c key=value`). */
export interface PortalConfig {
  /** Prefix of every stack name, so a second copy (e.g. a test stage) can live in the same account. */
  stackPrefix: string;
  /** Region of every stack. */
  region: string;
  /** Left unset by default: account-agnostic stacks synthesize the same with or without credentials. */
  account?: string;
  /** From-address of every email, and the SES identity when `senderDomain` is not set. */
  senderEmail: string;
  /** Optional SES domain identity (DKIM) covering `senderEmail`. */
  senderDomain?: string;
  /** Browser origins allowed by the media bucket's CORS rules (presigned PUT/POST/GET). */
  siteOrigins: string[];
  /** The portal's public address for links in emails and SMS (context `siteUrl`). */
  siteUrl: string;
  /** `web/dist` when it exists at synth time; undefined before the web is built. */
  webDist?: string;
}

const DEFAULTS = {
  stackPrefix: 'BeeWatch',
  // London: the portal's users and data are in the UK and France.
  region: 'eu-west-2',
  senderEmail: 'no-reply@bee.watch.example',
  // The CloudFront domain is only known after the first deploy (and the web stack depends on the
  // data stack), so until `siteOrigin` is set the rule admits CloudFront-hosted origins only.
  siteOrigin: 'https://*.cloudfront.net',
};

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Reads and validates the context; throws with the offending key so a typo fails synth, not deploy. */
export function readConfig(app: App): PortalConfig {
  const ctx = (key: string): string | undefined => {
    const value: unknown = app.node.tryGetContext(key);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const senderEmail = ctx('senderEmail') ?? DEFAULTS.senderEmail;
  if (!EMAIL.test(senderEmail))
    throw new Error(`context senderEmail is not an email address: ${senderEmail}`);
  const senderDomain = ctx('senderDomain');
  if (senderDomain && !senderEmail.toLowerCase().endsWith(`@${senderDomain.toLowerCase()}`)) {
    throw new Error(`context senderEmail ${senderEmail} is not in senderDomain ${senderDomain}`);
  }
  const siteOrigins = (ctx('siteOrigin') ?? DEFAULTS.siteOrigin).split(',').map((o) => o.trim());
  for (const origin of siteOrigins) {
    if (!/^https:\/\/[^/]+$/.test(origin))
      throw new Error(`context siteOrigin must be https://host: ${origin}`);
  }
  const webDist = join(REPO_ROOT, 'web', 'dist');
  return {
    stackPrefix: ctx('stackPrefix') ?? DEFAULTS.stackPrefix,
    region: ctx('region') ?? DEFAULTS.region,
    account: ctx('account'),
    senderEmail,
    senderDomain,
    siteOrigins,
    // Links in alerts need the site's address; until it is known, the first concrete origin.
    siteUrl: ctx('siteUrl') ?? siteOrigins.find((o) => !o.includes('*')) ?? 'https://bee.watch.example',
    webDist: existsSync(join(webDist, 'index.html')) ? webDist : undefined,
  };
}
