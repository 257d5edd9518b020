import * as z from 'zod/mini';
import { OTP_LENGTH } from '../constants.js';
import { Msg } from '../messages.js';
import { verificationCode } from './field-schemas.js';

/** The user name a user signs in or recovers an account with: trimmed, 1 to 128 characters (spec §5 message). */
export const SignInUserName = z.string().check(z.trim(), z.minLength(1, Msg.enterUsername), z.maxLength(128));

/**
 * Login request (spec §3). Platform is 'Web' for the portal. SecureKey is the trusted-device
 * key ('don't send verification code for this device', spec §4); Secure asks to trust this
 * device after a successful code. Otp is used by OtpVerification only.
 */
export const LoginRequest = z.object({
  UserName: SignInUserName,
  Password: z.string().check(z.minLength(1, Msg.enterPassword), z.maxLength(256)),
  SecureKey: z.nullish(z.string().check(z.maxLength(128))),
  Platform: z._default(z.string().check(z.maxLength(20)), 'Web'),
  AppName: z.nullish(z.string().check(z.maxLength(50))),
  Secure: z.nullish(z.boolean()),
});
export type LoginRequest = z.input<typeof LoginRequest>;

/** OTP verification request: the login fields plus the 6-digit code (spec §4, §5). */
export const OtpVerificationRequest = z.extend(LoginRequest, {
  Otp: verificationCode(Msg.enterVerificationCode, `Verification code has ${OTP_LENGTH} digits`),
});
export type OtpVerificationRequest = z.input<typeof OtpVerificationRequest>;

/** The signed-in user (spec §3 "Login response user"). LastLoginTime and expires: ISO 8601. */
export const SessionUser = z.object({
  User_Idx: z.string(),
  UserName: z.string(),
  FullName: z.string(),
  RoleId: z.number().check(z.int()),
  RoleDisplayValue: z.string(),
  OrganizationName: z.nullable(z.string()),
  LastLoginTime: z.nullable(z.string()),
  expires: z.string(),
  DoNotShowThisAgain: z.boolean(),
  CountryId: z.nullable(z.number().check(z.int())),
  CountryName: z.nullable(z.string()),
});
export type SessionUser = z.infer<typeof SessionUser>;

/**
 * Result of Authenticate / OtpVerification / CheckLogin. Either the second step is needed
 * (IsVerificationCodeSent, CodeSentOn 1 mobile / 2 email / 3 both, masked MobileNo and email,
 * spec §3 "Two-step auth info") or the session is open (User and access_token; the refresh
 * token travels only in an HttpOnly cookie, ARCHITECTURE.md "Sign-in").
 */
export const LoginResult = z.object({
  IsVerificationCodeSent: z.boolean(),
  CodeSentOn: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(3))),
  MobileNo: z.nullable(z.string()),
  email: z.nullable(z.string()),
  User: z.nullable(SessionUser),
  access_token: z.nullable(z.string()),
  SecureKey: z.nullable(z.string()),
});
export type LoginResult = z.infer<typeof LoginResult>;
