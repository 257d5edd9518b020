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
  /**
   * The site's own host name on CloudFront (context `domainName`, e.g. portal.bee.watch) with its
   * ACM certificate in us-east-1 (context `certificateArn`); unset: the *.cloudfront.net address.
   */
  siteDomain?: { domainName: string; certificateArn: string };
  /**
   * The HTTP API's custom domain (context `apiDomainName`, e.g. api.portal.bee.watch, and
   * `apiCertificateArn`, a certificate in `region`). With it the execute-api endpoint is disabled
   * and CloudFront reaches the API by this name only; its DNS record (a CNAME to the API's
   * regional domain, output `ApiDomainTarget`) is created outside the stacks.
   */
  apiDomain?: { domainName: string; certificateArn: string };
  /** Operators' address for CloudWatch alarms (context `alarmEmail`); the topics exist either way. */
  alarmEmail?: string;
  /**
   * Generation of the CloudFront → API origin-verify secret (context `originVerifyGeneration`,
   * default 1): a new number creates a new secret, see README "Rotating the origin secret".
   */
  originVerifyGeneration: number;
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
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/;
const CERTIFICATE_ARN = /^arn:aws[a-z-]*:acm:([a-z0-9-]+):\d{12}:certificate\/[0-9a-f-]+$/;

/** A host name and its ACM certificate from two context keys: both or neither, certificate in `region`. */
function domainFrom(
  ctx: (key: string) => string | undefined,
  nameKey: string,
  certificateKey: string,
  region: string,
): { domainName: string; certificateArn: string } | undefined {
  const domainName = ctx(nameKey)?.toLowerCase();
  const certificateArn = ctx(certificateKey);
  if (!domainName && !certificateArn) return undefined;
  if (!domainName || !certificateArn) throw new Error(`context ${nameKey} and ${certificateKey} go together`);
  if (!HOST.test(domainName)) throw new Error(`context ${nameKey} is not a host name: ${domainName}`);
  const match = CERTIFICATE_ARN.exec(certificateArn);
  if (!match) throw new Error(`context ${certificateKey} is not an ACM certificate ARN: ${certificateArn}`);
  if (match[1] !== region)
    throw new Error(`context ${certificateKey} must be a certificate in ${region}: ${certificateArn}`);
  return { domainName, certificateArn };
}

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
  const region = ctx('region') ?? DEFAULTS.region;
  // CloudFront takes certificates from us-east-1 only; the API's must be in its own region.
  const siteDomain = domainFrom(ctx, 'domainName', 'certificateArn', 'us-east-1');
  const apiDomain = domainFrom(ctx, 'apiDomainName', 'apiCertificateArn', region);
  const alarmEmail = ctx('alarmEmail');
  if (alarmEmail && !EMAIL.test(alarmEmail))
    throw new Error(`context alarmEmail is not an email address: ${alarmEmail}`);
  const generation = Number(ctx('originVerifyGeneration') ?? '1');
  if (!Number.isInteger(generation) || generation < 1)
    throw new Error(`context originVerifyGeneration must be a whole number from 1`);
  const defaultOrigin = siteDomain ? `https://${siteDomain.domainName}` : DEFAULTS.siteOrigin;
  const siteOrigins = (ctx('siteOrigin') ?? defaultOrigin).split(',').map((o) => o.trim());
  for (const origin of siteOrigins) {
    if (!/^https:\/\/[^/]+$/.test(origin))
      throw new Error(`context siteOrigin must be https://host: ${origin}`);
  }
  const webDist = join(REPO_ROOT, 'web', 'dist');
  return {
    stackPrefix: ctx('stackPrefix') ?? DEFAULTS.stackPrefix,
    region,
    account: ctx('account'),
    senderEmail,
    senderDomain,
    siteOrigins,
    // Links in alerts need the site's address; until it is known, the first concrete origin.
    siteUrl: ctx('siteUrl') ?? siteOrigins.find((o) => !o.includes('*')) ?? 'https://bee.watch.example',
    webDist: existsSync(join(webDist, 'index.html')) ? webDist : undefined,
    siteDomain,
    apiDomain,
    alarmEmail,
    originVerifyGeneration: generation,
  };
}
