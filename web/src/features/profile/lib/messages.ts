import { ProfileMsg } from '@beewatch/shared';
import i18n, { translateMessage } from '@/lib/i18n';

/** English messages of My Profile, the audits and unsubscribe (shared schema, server) → i18n keys. */
const KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(ProfileMsg).map(([key, text]) => [text, `profile.msg.${key}`]),
);

/** A message of these screens in the UI language; other known messages as the app translates them. */
export function translateProfileMessage(text: string): string {
  const key = KEYS[text.trim()];
  return key ? i18n.t(key) : translateMessage(text);
}
