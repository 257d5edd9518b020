import { ROUTES, type RouteDef } from '@beewatch/shared';

/**
 * Request limits of the deployment: API Gateway throttles (token buckets per route, shared by
 * every client) and the WAF's rate rules (per client address, 5-minute windows). The README's
 * "Security limits" section quotes these numbers.
 */

/** Requests per second and burst of every route without a limit of its own. */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 };

/** Each route that issues or checks a verification code, a password or an access code (all clients together). */
export const CODE_ROUTE_THROTTLE = { rateLimit: 2, burstLimit: 10 };

/** Sign-in: a password guess, and for a two-step user a code by email or SMS. */
export const SIGN_IN_PATHS = ['account/Authenticate', 'account/OtpVerification'] as const;

/**
 * Routes that send a code by email or SMS, or take a guess at one (or at an access code), on every
 * call, besides sign-in: public ones and signed-in ones alike. Each must be a route of
 * shared/src/routes.ts, and every route whose operation can reach a verification or access code is
 * here, in SIGN_IN_PATHS or in CODE_ON_CHANGE_PATHS (the test follows the functions' calls).
 */
export const CODE_PATHS = [
  'common/Forgotpassword',
  'common/ForgotPasswordToken',
  'common/ResetPassword',
  'account/SendUnsubscribeEmail',
  'account/Unsubscribe',
  'account/SendTwoStepCode',
  'account/EnableTwoStep',
  'account/ConfirmEmailChange',
  'account/RenewSubscription',
  'account/Register',
  'common/GetUserDetailsByAccessCode',
] as const;

/**
 * Routes that send a code only when the request changes what needs one: a My Profile save sends a
 * code to a new email address (at most 5 a user name an hour, functions/src/account/codes/code-limits.ts)
 * and none when the email stays. Profile saves are ordinary traffic, so the throttle is moderate.
 */
export const CODE_ON_CHANGE_PATHS = ['account/UpdateProfile'] as const;

/** Each route of CODE_ON_CHANGE_PATHS (all clients together): between the code routes and the rest. */
export const CODE_ON_CHANGE_THROTTLE = { rateLimit: 10, burstLimit: 20 };

/**
 * Public POST routes that neither send nor check a code, so they keep the default throttle. Every
 * public POST of the route table is in SIGN_IN_PATHS, CODE_PATHS or here (the test checks it), so
 * a new public route is classified on purpose.
 */
export const PUBLIC_POSTS_WITHOUT_CODES = [
  'account/Logout',
  'common/ValidateZipCode',
  'common/ValidateCountryMobile',
  // The swarm form: limited per API key and address by its own WAF rule and the form's function.
  'swarm/SwarmAlertNotification',
  'swarm/ConfirmSwarmImage',
  // The hornet maps' data (no account, no code).
  'hornetmap/SprayNotification',
] as const;

/** The routes of ROUTES whose path is in `paths`, as API Gateway route keys (`POST /api/…`). */
export function routeKeysOf(paths: readonly string[]): string[] {
  return (ROUTES as readonly RouteDef[])
    .filter((r) => paths.includes(r.path))
    .map((r) => `${r.method} /api/${r.path}`);
}

/** WAF rate-based rules: requests per client address in WAF_WINDOW_S, then 429 until it drops. */
export const WAF_WINDOW_S = 300;
/** Sign-in attempts per address in 5 minutes (an office behind one address signs in together). */
export const WAF_SIGN_IN_LIMIT = 30;
/** Code-sending or code-checking requests per address in 5 minutes (WAF's smallest limit is 10). */
export const WAF_CODE_LIMIT = 10;
/** Requests to CODE_ON_CHANGE_PATHS per address in 5 minutes (profile saves; a code only for a new email). */
export const WAF_CODE_ON_CHANGE_LIMIT = 30;
/** Every request per address in 5 minutes: a flood stops at the edge before it reaches a Lambda. */
export const WAF_ALL_LIMIT = 3000;
