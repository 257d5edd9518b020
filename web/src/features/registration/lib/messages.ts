import { RegistrationMsg } from '@beewatch/shared';
import i18n, { translateMessage } from '@/lib/i18n';

/**
 * English messages of registration (spec §5 verbatim, and ours from the shared schema and the
 * server) → their i18n key under `registration.msg`.
 */
const KEY_OF = new Map<string, string>(
  Object.entries(RegistrationMsg).map(([key, text]) => [text, `registration.msg.${key}`] as const),
);

/** A registration message in the UI language; other known messages as the app translates them. */
export function translateRegistrationMessage(text: string): string {
  const key = KEY_OF.get(text.trim());
  return key ? i18n.t(key) : translateMessage(text);
}
