import { COUNTRIES } from '@beewatch/shared';
import { describe, expect, it } from 'vitest';
import { mobileE164 } from './registration-checks.js';

describe('registration mobile numbers', () => {
  it('still tells mobiles from landlines and keeps +44 shared by the UK and the Crown Dependencies', () => {
    const [gb, fr, je, de] = ['GB', 'FR', 'JE', 'DE'].map((iso) => COUNTRIES.find((c) => c.iso === iso)!);
    expect(mobileE164(gb!, '07400 123456')).toBe('+447400123456');
    expect(mobileE164(gb!, '020 7946 0018')).toBeUndefined(); // London landline
    expect(mobileE164(je!, '+44 7400 123456')).toBe('+447400123456');
    expect(mobileE164(fr!, '06 12 34 56 78')).toBe('+33612345678');
    expect(mobileE164(fr!, '+44 7400 123456')).toBeUndefined(); // another country's mobile
    expect(mobileE164(de!, '01512 3456789')).toBe('+4915123456789');
    expect(mobileE164(gb!, '+1 202 555 0143')).toBeUndefined(); // a calling code outside the cut
  });
});
