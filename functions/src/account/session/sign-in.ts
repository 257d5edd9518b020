import {
  CodeSentOn,
  Msg,
  ROLE_DISPLAY_NAME,
  Role,
  SESSION_MS,
  type LoginResult,
  type RoleName,
} from '@beewatch/shared';
import { ForbiddenError, SubscriptionExpiredError, UnauthorizedError } from '../../lib/errors.js';
import { sendEmail, sendSms } from '../../notify/index.js';
import { globalSignOut, refreshSession, type CognitoSession } from '../cognito.js';
import { assertCanIssue } from '../codes/code-limits.js';
import { checkPassword } from './password-check.js';
import { getProfile, recordLogin, type Profile } from '../profile/profile-repository.js';
import { clearSessionCookie, readSessionCookie, sessionCookie } from './session-cookie.js';
import { isDeviceTrusted, trustDevice } from './trusted-devices.js';
import { assertSubscribed } from '../erasure/unsubscribe-service.js';
import { consumeCode, issueCode } from '../codes/verification-codes.js';
import { maskEmail, maskMobile } from '../masking.js';

/** A login outcome: the envelope data and the cookies to set. */
export interface LoginOutcome {
  result: LoginResult;
  cookies: string[];
}

interface Credentials {
  UserName: string;
  Password: string;
  SecureKey?: string | null;
  Secure?: boolean | null;
}

async function profileFor(userName: string): Promise<Profile> {
  const profile = await getProfile(userName);
  if (!profile) throw new ForbiddenError('This account has no portal profile');
  assertSubscribed(profile);
  if (Date.parse(profile.SubscriptionExpiry) < Date.now())
    throw new SubscriptionExpiredError(Msg.subscriptionExpired);
  return profile;
}

function roleOf(session: CognitoSession): RoleName {
  const role = session.groups.find((g): g is RoleName => g in Role);
  if (!role) throw new ForbiddenError('This account has no role');
  return role;
}

async function openSession(
  session: CognitoSession,
  profile: Profile,
  lastLogin: string | null,
  expires: number,
  extraCookies: string[] = [],
): Promise<LoginOutcome> {
  const role = roleOf(session);
  const cookies = session.refreshToken
    ? [await sessionCookie(session.userName, session.refreshToken, expires), ...extraCookies]
    : extraCookies;
  return {
    cookies,
    result: {
      IsVerificationCodeSent: false,
      CodeSentOn: null,
      MobileNo: null,
      email: null,
      SecureKey: null,
      access_token: session.accessToken,
      User: {
        User_Idx: session.sub,
        UserName: profile.UserName,
        FullName: profile.FullName,
        RoleId: Role[role],
        RoleDisplayValue: ROLE_DISPLAY_NAME[role],
        OrganizationName: profile.OrganizationName,
        LastLoginTime: lastLogin,
        expires: new Date(expires).toISOString(),
        DoNotShowThisAgain: profile.DoNotShowThisAgain,
        CountryId: profile.CountryId,
        CountryName: profile.CountryName,
      },
    },
  };
}

/** Sends a sign-in code within the issuance caps of code-limits.ts (20 a user and 100 a client an hour, else 429). */
async function sendLoginCode(profile: Profile, clientIp: string): Promise<void> {
  await assertCanIssue('login', profile.UserName, clientIp);
  const code = await issueCode('login', profile.UserName);
  const text = {
    subject: { en: 'Your Bee.Watch verification code', fr: 'Votre code de vérification Bee.Watch' },
    body: {
      en: `Your verification code is ${code}. It expires in 10 minutes.`,
      fr: `Votre code de vérification est ${code}. Il expire dans 10 minutes.`,
    },
  };
  const mode = profile.TwoStepMode;
  if ((mode === CodeSentOn.Email || mode === CodeSentOn.Both) && profile.Email)
    await sendEmail(profile.Email, text);
  if ((mode === CodeSentOn.Mobile || mode === CodeSentOn.Both) && profile.Mobile)
    await sendSms(profile.Mobile, text);
}

/**
 * Authenticate (spec §4 Login, §7.2): checks the password with Cognito, the subscription
 * (ErrorCode 4) and, when two-step is on and the device is not trusted, sends a code and asks
 * for it; otherwise opens the session. Tokens are returned only once every factor has passed.
 */
export async function authenticate(creds: Credentials, clientIp: string): Promise<LoginOutcome> {
  const session = await checkPassword(creds.UserName, creds.Password);
  const profile = await profileFor(session.userName);
  const trusted = creds.SecureKey ? await isDeviceTrusted(profile.UserName, creds.SecureKey) : false;
  if (profile.TwoStepMode !== 0 && !trusted) {
    await sendLoginCode(profile, clientIp);
    return {
      cookies: [],
      result: {
        IsVerificationCodeSent: true,
        CodeSentOn: profile.TwoStepMode,
        MobileNo: profile.Mobile ? maskMobile(profile.Mobile) : null,
        email: profile.Email ? maskEmail(profile.Email) : null,
        User: null,
        access_token: null,
        SecureKey: null,
      },
    };
  }
  const now = Date.now();
  const last = await recordLogin(profile.UserName, new Date(now).toISOString());
  return openSession(session, profile, last, now + SESSION_MS);
}

/**
 * OtpVerification (spec §4): the password again plus the code, checked on the server only
 * (verification-codes.ts). With Secure and a SecureKey the device is trusted for 3 days.
 */
export async function verifyOtp(creds: Credentials & { Otp: string }): Promise<LoginOutcome> {
  const session = await checkPassword(creds.UserName, creds.Password);
  const profile = await profileFor(session.userName);
  await consumeCode('login', profile.UserName, creds.Otp, Msg.verificationCodeNotValid);
  if (creds.Secure && creds.SecureKey) await trustDevice(profile.UserName, creds.SecureKey);
  const now = Date.now();
  const last = await recordLogin(profile.UserName, new Date(now).toISOString());
  return openSession(session, profile, last, now + SESSION_MS);
}

/**
 * CheckLogin (spec §7.3): restores a session within its 24 hours from the session cookie (an
 * encrypted cookie whose end cannot be edited; the user comes from Cognito's answer).
 */
export async function checkLogin(cookies: Record<string, string>): Promise<LoginOutcome> {
  const cookie = await readSessionCookie(cookies);
  if (!cookie) throw new UnauthorizedError('Session expired');
  const session = await refreshSession(cookie.u, cookie.r);
  const profile = await profileFor(session.userName);
  // Keep the original refresh token and end: the session is 24 hours from sign-in, not sliding.
  return openSession({ ...session, refreshToken: cookie.r }, profile, profile.LastLoginTime, cookie.exp);
}

/**
 * Logout: when the cookie is ours and its refresh token still live, signs that user out
 * everywhere (the user named by Cognito's answer, not by the cookie); always clears it.
 */
export async function logout(cookies: Record<string, string>): Promise<string[]> {
  const cookie = await readSessionCookie(cookies);
  if (cookie)
    await refreshSession(cookie.u, cookie.r)
      .then((session) => globalSignOut(session.userName))
      .catch(() => undefined);
  return [clearSessionCookie()];
}
