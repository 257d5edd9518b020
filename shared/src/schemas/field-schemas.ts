import * as z from 'zod/mini';
import { OTP_LENGTH } from '../constants.js';
import { ApiMsg } from '../messages.js';

/**
 * Field schemas several forms share (registration, the administrator's user forms, My Profile,
 * categories): free text trimmed to a maximum, required text with the form's own message, and
 * the basic email pattern. Each form keeps its own messages and maximum lengths.
 */

/** Basic email pattern: something@something.something, no spaces (spec §5 'Please enter valid email'). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for a missing or non-string value; other issues keep their own (a schema-level `error` would replace them all). */
export const missing = (message: string) => ({
  error: (issue: { code: string }) => (issue.code === 'invalid_type' ? message : undefined),
});

/**
 * Optional free text: trimmed, at most `max` characters, '' when absent; `tooLong` (a catalogued
 * message naming the field) when longer, else zod's bare 'Invalid input'.
 */
export const optionalText = (max: number, tooLong?: string) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, tooLong)), '');

/** Required text: trimmed, 1 to `max` characters; `message` when it is missing or blank, `tooLong` when longer. */
export const requiredText = (max: number, message: string, tooLong?: string) =>
  z.string(missing(message)).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong));

/** An optional email: trimmed, at most `max` characters, '' or matching EMAIL_PATTERN (else `invalid`). */
export const optionalEmail = (max: number, invalid: string) =>
  optionalText(max).check(z.refine((s) => s === '' || EMAIL_PATTERN.test(s), invalid));

/** A point's WGS84 position in decimal degrees: the fields of every map item, apiary, field and swarm. */
export const position = { Latitude: z.number(), Longitude: z.number() };

/**
 * The paging fields of a list's query: RecordPerPage (1 to 100, `size` when absent) and the
 * NextToken of the page to continue after (at most `tokenMax` characters).
 */
export const pageFields = (size: number, tokenMax = 2048) => ({
  RecordPerPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), size),
  NextToken: z.nullish(z.string().check(z.maxLength(tokenMax))),
});

/**
 * A one-time verification code (sign-in, recovery, email change, unsubscribe, two-step): trimmed,
 * `missingMessage` when blank, `tooLongMessage` past OTP_LENGTH characters. Each flow keeps its messages.
 */
export const verificationCode = (missingMessage: string, tooLongMessage: string) =>
  z.string().check(z.trim(), z.minLength(1, missingMessage), z.maxLength(OTP_LENGTH, tooLongMessage));

/**
 * A period of instants is in order: FromDate (ISO 8601) not after ToDate, either may be absent;
 * with PERIOD_IN_ORDER, `.check(z.refine(periodInOrder, PERIOD_IN_ORDER))`.
 */
export const periodInOrder = (q: { FromDate?: string | null; ToDate?: string | null }) =>
  !q.FromDate || !q.ToDate || Date.parse(q.FromDate) <= Date.parse(q.ToDate);
/** The refusal of periodInOrder (spec message), on ToDate. */
export const PERIOD_IN_ORDER = { message: ApiMsg.fromAfterTo, path: ['ToDate'] };

/**
 * A person's name, postal address, country and first mobile as an account holds them (the
 * caller's own profile, an administrator's view of an account); never-set texts are ''.
 */
export const personDetailFields = {
  Salutation: z.string(),
  FName: z.string(),
  Initial: z.string(),
  LName: z.string(),
  AddressLine1: z.string(),
  AddressLine2: z.string(),
  Town: z.string(),
  State: z.string(),
  CountryId: z.nullable(z.number().check(z.int())),
  Mobile1: z.string(),
};
