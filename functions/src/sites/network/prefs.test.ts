import { describe, expect, it } from 'vitest';
import { applyChannelPrefs, preferencesOf, type StoredContactPrefs } from './prefs.js';

const prefs = (over: Partial<StoredContactPrefs>): StoredContactPrefs => ({
  UserName: 'kim',
  Channel: 'both',
  AlertEmail: null,
  Mobile: null,
  Language: 'en',
  CallBeforeSpraying: false,
  Notes: '',
  UpdatedAt: '2026-11-25T00:00:00.000Z',
  UpdatedBy: 'kim',
  Changes: [],
  ...over,
});
const profile = { Email: 'kim@example.org', Mobile: '+447700900123' };

describe('spray alert channels under a contact’s preferences', () => {
  it('keeps the profile’s channels without preferences', () => {
    expect(applyChannelPrefs(profile, undefined)).toEqual(profile);
  });

  it('email drops SMS, sms drops email, inbox drops both; own addresses override the profile’s', () => {
    expect(applyChannelPrefs(profile, prefs({ Channel: 'email', AlertEmail: 'alerts@example.org' }))).toEqual(
      {
        Email: 'alerts@example.org',
      },
    );
    expect(applyChannelPrefs(profile, prefs({ Channel: 'sms' }))).toEqual({ Mobile: '+447700900123' });
    expect(applyChannelPrefs(profile, prefs({ Channel: 'inbox' }))).toEqual({});
    expect(applyChannelPrefs(profile, prefs({ Channel: 'both', Mobile: '+447700900999' }))).toEqual({
      Email: 'kim@example.org',
      Mobile: '+447700900999',
    });
  });

  it('an SMS channel without any mobile falls back to email, so nobody is left unreachable', () => {
    expect(applyChannelPrefs({ Email: 'kim@example.org' }, prefs({ Channel: 'sms' }))).toEqual({
      Email: 'kim@example.org',
    });
  });

  it('defaults to email, and SMS too when the profile has a mobile', () => {
    expect(preferencesOf(undefined, { Mobile: null }).Channel).toBe('email');
    expect(preferencesOf(undefined, { Mobile: '+447700900123' }).Channel).toBe('both');
  });
});
