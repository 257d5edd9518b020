import * as z from 'zod';
import { OTP_LENGTH } from '../constants.js';
import { Msg } from '../messages.js';
import { verificationCode } from './field-schemas.js';

/** The user name a user signs in or recovers an account with: trimmed, 1 to 128 characters (spec §5 message). */
export const SignInUserName = z.string().trim().min(1, Msg.enterUsername).max(128);

/**
 * Login request (spec §3). Platform is 'Web' for the portal. SecureKey is the trusted-device
 * key ('don't send verification code for this device', spec §4); Secure asks to trust this
 * device after a successful code. Otp is used by OtpVerification only.
 */
export const LoginRequest = z.object({
  UserName: SignInUserName,
  Password: z.string().min(1, Msg.enterPassword).max(256),
  SecureKey: z.string().max(128).nullish(),
  Platform: z.string().max(20).default('Web'),
  AppName: z.string().max(50).nullish(),
  Secure: z.boolean().nullish(),
});
export type LoginRequest = z.input<typeof LoginRequest>;

/** OTP verification request: the login fields plus the 6-digit code (spec §4, §5). */
export const OtpVerificationRequest = LoginRequest.extend({
  Otp: verificationCode(Msg.enterVerificationCode, `Verification code has ${OTP_LENGTH} digits`),
});
export type OtpVerificationRequest = z.input<typeof OtpVerificationRequest>;

/** The signed-in user (spec §3 "Login response user"). LastLoginTime and expires: ISO 8601. */
export const SessionUser = z.object({
  User_Idx: z.string(),
  UserName: z.string(),
  FullName: z.string(),
  RoleId: z.number().int(),
  RoleDisplayValue: z.string(),
  OrganizationName: z.string().nullable(),
  LastLoginTime: z.string().nullable(),
  expires: z.string(),
  DoNotShowThisAgain: z.boolean(),
  CountryId: z.number().int().nullable(),
  CountryName: z.string().nullable(),
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
  CodeSentOn: z.number().int().min(1).max(3).nullable(),
  MobileNo: z.string().nullable(),
  email: z.string().nullable(),
  User: SessionUser.nullable(),
  access_token: z.string().nullable(),
  SecureKey: z.string().nullable(),
});
export type LoginResult = z.infer<typeof LoginResult>;
