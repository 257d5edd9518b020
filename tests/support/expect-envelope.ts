import { expect } from 'vitest';

/**
 * Asserts a refusal: the HTTP status and the envelope's ErrorMessage, the spec's exact text
 * (both must match).
 */
export function expectRefused(
  res: { status: number; body: { ErrorMessage: string } },
  status: number,
  message: string,
): void {
  expect(res.status).toBe(status);
  expect(res.body.ErrorMessage).toBe(message);
}

/**
 * Asserts a refusal's whole envelope: the HTTP status, the ErrorCode, the spec's exact
 * ErrorMessage and no data.
 */
export function expectErrorEnvelope(
  res: { status: number; body: unknown },
  status: number,
  code: number,
  message: string,
): void {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ ErrorCode: code, ErrorMessage: message, data: null });
}
