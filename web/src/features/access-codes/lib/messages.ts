import { RegistrationMsg } from '@beewatch/shared';
import i18n, { translateMessage } from '@/lib/i18n';

// The access-code messages live in the shared RegistrationMsg; their texts are under
// `registration.msg` (this slice's one i18n section).
const KEY_OF = new Map<string, string>(
  Object.entries(RegistrationMsg).map(([key, text]) => [text, `registration.msg.${key}`] as const),
);

/** An access-code message in the UI language; other known messages as the app translates them. */
export function translateAccessCodeMessage(text: string): string {
  const key = KEY_OF.get(text.trim());
  return key ? i18n.t(key) : translateMessage(text);
}
