import { ApiMsg, ErrorCode, type ErrorCodeValue } from '@beewatch/shared';

/**
 * Domain errors. The HTTP wrapper maps each to the spec's envelope (ErrorCode ≠ 0,
 * ErrorMessage) and the HTTP status of `HTTP_STATUS_OF` in shared/envelope.ts.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A DomainError class of one ErrorCode; `fallback` makes the message optional. */
function domainError(code: ErrorCodeValue): new (message: string) => DomainError;
function domainError(code: ErrorCodeValue, fallback: string): new (message?: string) => DomainError;
function domainError(code: ErrorCodeValue, fallback?: string) {
  return class extends DomainError {
    constructor(message = fallback) {
      super(code, message ?? '');
    }
  };
}

/** Bad input (400). */
export class ValidationError extends domainError(ErrorCode.Validation) {}
/** Missing or invalid credentials or token (401). */
export class UnauthorizedError extends domainError(ErrorCode.Unauthorized, ApiMsg.pleaseSignIn) {}
/** Signed in, but the role or ownership does not allow it (403). */
export class ForbiddenError extends domainError(ErrorCode.Forbidden, ApiMsg.notAllowed) {}
/** The subscription has expired (spec §8: ErrorCode 4 at login). */
export class SubscriptionExpiredError extends domainError(ErrorCode.SubscriptionExpired) {}
/** The thing asked for does not exist (404). */
export class NotFoundError extends domainError(ErrorCode.NotFound) {}
/** A concurrent or repeated change lost a condition (409). */
export class ConflictError extends domainError(ErrorCode.Conflict) {}
/** Attempt limit reached, e.g. 5 wrong verification codes (429). */
export class TooManyAttemptsError extends domainError(ErrorCode.TooManyAttempts) {}
