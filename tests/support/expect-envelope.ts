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
