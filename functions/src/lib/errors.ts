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
/** Bad input (400). */
export class ValidationError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.Validation, message);
  }
}
/** Missing or invalid credentials or token (401). */
export class UnauthorizedError extends DomainError {
  constructor(message: string = ApiMsg.pleaseSignIn) {
    super(ErrorCode.Unauthorized, message);
  }
}
/** Signed in, but the role or ownership does not allow it (403). */
export class ForbiddenError extends DomainError {
  constructor(message: string = ApiMsg.notAllowed) {
    super(ErrorCode.Forbidden, message);
  }
}
/** The subscription has expired (spec §8: ErrorCode 4 at login). */
export class SubscriptionExpiredError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.SubscriptionExpired, message);
  }
}
/** The thing asked for does not exist (404). */
export class NotFoundError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.NotFound, message);
  }
}
/** A concurrent or repeated change lost a condition (409). */
export class ConflictError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.Conflict, message);
  }
}
/** Attempt limit reached, e.g. 5 wrong verification codes (429). */
export class TooManyAttemptsError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.TooManyAttempts, message);
  }
}
