import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { env } from '../lib/env.js';
import { logger } from '../lib/logger.js';
import { getApiKey } from './api-keys.js';

/** The path of the embeddable form (spec §2.1 `home/swarmapi/{key}` and `home/swarmapi/{key}/{url}`). */
export const EMBED_PATH = /^\/home\/swarmapi\/([^/?#]+)/;

/** The API key of an embed-page path, or undefined. */
export function embedKeyOf(path: string): string | undefined {
  const m = EMBED_PATH.exec(path);
  return m ? decodeURIComponent(m[1]!) : undefined;
}

/**
 * The CSP `frame-ancestors` sources of the form page of `apiKey`: the portal itself (home/testapi
 * frames it) and the key's allowed origin while the key is active. An unknown or revoked key may
 * be framed by the portal only (the page then says the key is not valid).
 */
export async function frameAncestorsOf(apiKey: string | undefined): Promise<string> {
  const record = apiKey ? await getApiKey(apiKey) : undefined;
  return record && !record.RevokedAt ? `'self' ${record.AllowedOrigin}` : "'self'";
}

/** Replaces (or adds) the frame-ancestors directive of a CSP. */
export function withFrameAncestors(csp: string, sources: string): string {
  const directives = csp
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !/^frame-ancestors\b/i.test(d));
  return [...directives, `frame-ancestors ${sources}`].join('; ');
}

/** How long the fetched index.html (and its CSP) is reused, ms. */
const SHELL_TTL_MS = 60_000;
let shell: { html: string; csp: string; at: number } | undefined;

/**
 * The web app's index.html and the CSP CloudFront serves it with (the web stack's security
 * headers), fetched from the portal itself and cached for a minute: the one source of both.
 */
async function appShell(): Promise<{ html: string; csp: string }> {
  if (shell && Date.now() - shell.at < SHELL_TTL_MS) return shell;
  const res = await fetch(`${env().SITE_URL}/index.html`, { headers: { accept: 'text/html' } });
  if (!res.ok) throw new Error(`index.html: HTTP ${res.status}`);
  shell = {
    html: await res.text(),
    csp:
      res.headers.get('content-security-policy') ?? "default-src 'self'; object-src 'none'; base-uri 'self'",
    at: Date.now(),
  };
  return shell;
}

/**
 * `GET /home/swarmapi/{proxy+}` in AWS (a CloudFront behaviour routes it to the swarm Lambda):
 * the web app's page with the portal's CSP whose frame-ancestors admit the key's allowed origin,
 * and no X-Frame-Options — so only the key owner's site (and the portal) can frame the form.
 * Every other page keeps frame-ancestors 'none' from the web stack.
 */
export async function embedPage(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  try {
    const [app, ancestors] = await Promise.all([appShell(), frameAncestorsOf(embedKeyOf(event.rawPath))]);
    return {
      statusCode: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': withFrameAncestors(app.csp, ancestors),
      },
      body: app.html,
    };
  } catch (err) {
    logger.error('swarm embed page failed', err as Error);
    return { statusCode: 502, headers: { 'content-type': 'text/plain' }, body: 'The form is unavailable' };
  }
}
