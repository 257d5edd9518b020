import { describe, expect, it } from 'vitest';
import { countryName } from './country-names';
import i18n from './i18n';

describe('countryName', () => {
  it('names the registration countries in the UI language, and keeps the server text otherwise', async () => {
    await i18n.changeLanguage('fr');
    expect(countryName(1, 'United Kingdom')).toBe('Royaume-Uni');
    expect(countryName(6, 'Germany')).toBe('Allemagne');
    await i18n.changeLanguage('en');
    expect(countryName(1, 'United Kingdom')).toBe('United Kingdom');
    expect(countryName(999, 'Atlantis')).toBe('Atlantis');
  });
});
