import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './masking.js';

describe('masked addresses in the code popups', () => {
  it('keeps two characters and the domain of an email, hiding the length', () => {
    expect(maskEmail('admin@bee.watch.local')).toBe('ad***@bee.watch.local');
    expect(maskEmail('a@x.org')).toBe('a***@x.org');
  });
  it('keeps the last three digits of a mobile', () => {
    expect(maskMobile('+447400100123')).toBe('**********123');
  });
});
