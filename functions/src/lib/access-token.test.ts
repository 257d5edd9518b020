import { describe, expect, it } from 'vitest';
import { issuerOf } from './access-token.js';

describe('issuerOf', () => {
  it("is Cognito's regional issuer in AWS and the stand-in's endpoint locally", () => {
    expect(issuerOf('eu-west-2_AbC123', '')).toBe(
      'https://cognito-idp.eu-west-2.amazonaws.com/eu-west-2_AbC123',
    );
    expect(issuerOf('local_x', 'http://127.0.0.1:4152/')).toBe('http://127.0.0.1:4152/local_x');
  });
});
