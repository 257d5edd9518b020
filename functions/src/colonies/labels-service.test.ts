import { describe, expect, it } from 'vitest';
import { newToken } from './labels-service.js';

describe('newToken', () => {
  it('is 24 base32 characters (120 bits from the CSPRNG), and 10,000 tokens never repeat', () => {
    const tokens = Array.from({ length: 10_000 }, () => newToken());
    for (const t of tokens.slice(0, 50)) expect(t).toMatch(/^[a-z2-7]{24}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    // Every base32 character appears: the encoding uses the whole alphabet.
    expect(new Set(tokens.join('')).size).toBe(32);
  });
});
