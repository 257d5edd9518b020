import * as z from 'zod/mini';

/**
 * Error codes carried in the envelope's ErrorCode (spec §7, §8: 0 = success, 4 = subscription
 * expired at login). The others are ours; each maps to one HTTP status.
 */
export const ErrorCode = {
  Success: 0,
  Validation: 1,
  Unauthorized: 2,
  Forbidden: 3,
  SubscriptionExpired: 4,
  NotFound: 5,
  Conflict: 6,
  TooManyAttempts: 7,
  Internal: 9,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status for each error code. */
export const HTTP_STATUS_OF: Record<ErrorCodeValue, number> = {
  0: 200,
  1: 400,
  2: 401,
  3: 403,
  4: 403,
  5: 404,
  6: 409,
  7: 429,
  9: 500,
};

/**
 * The spec's response envelope (spec §7): `{ ErrorCode, ErrorMessage, data }`, plus TotalRecord
 * and NextToken on paged lists. `data` is JSON, never a JSON string (ARCHITECTURE.md).
 */
export function envelopeOf<T extends z.ZodMiniType>(data: T) {
  return z.object({
    ErrorCode: z.number().check(z.int()),
    ErrorMessage: z.string(),
    MessageKey: z.optional(z.string()),
    data: data,
    TotalRecord: z.optional(z.number().check(z.int())),
    NextToken: z.optional(z.nullable(z.string())),
  });
}

export const ErrorEnvelope = z.object({
  ErrorCode: z.number().check(z.int()),
  ErrorMessage: z.string(),
  MessageKey: z.optional(z.string()),
  data: z.null(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
