import { describe, expect, it } from 'vitest';
import { ValidationError } from '../lib/errors.js';
import { decodePageToken, encodePageToken } from './page-token.js';

describe('page tokens', () => {
  const key = { pk: 'TRACK#A', sk: 'TRACK', gAll: 'TRACK', sDate: '2025-01-01T00:00:00.000Z#A' };

  it('round-trips a key for the same index', () => {
    expect(decodePageToken(encodePageToken('allByDate', key)!, 'allByDate')).toEqual(key);
  });

  it('is null at the end of the list', () => {
    expect(encodePageToken('allByDate', undefined)).toBeNull();
  });

  it('refuses a token of another index or garbage', () => {
    const token = encodePageToken('allByDate', key)!;
    expect(() => decodePageToken(token, 'allBySource')).toThrow(ValidationError);
    expect(() => decodePageToken('%%%', 'allByDate')).toThrow('Invalid NextToken');
    const nested = Buffer.from(JSON.stringify({ i: 'allByDate', k: { pk: { S: 'x' } } })).toString(
      'base64url',
    );
    expect(() => decodePageToken(nested, 'allByDate')).toThrow('Invalid NextToken');
  });
});
