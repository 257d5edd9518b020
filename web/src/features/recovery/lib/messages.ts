import { RecoveryMsg, RegistrationMsg } from '@beewatch/shared';
import i18n, { translateMessage } from '@/lib/i18n';

/** English messages of the recovery screens (spec §5, §8 verbatim, and ours) → their i18n key. */
const RECOVERY_MESSAGE_KEYS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(RecoveryMsg).map(([key, text]) => [text, `recovery.msg.${key}`])),
  // An access code's own reasons (access-codes.ts), as the renew popup shows them.
  [RegistrationMsg.accessCodeNotValid]: 'recovery.msg.accessCodeNotValid',
  [RegistrationMsg.accessCodeExpired]: 'recovery.msg.accessCodeExpired',
  [RegistrationMsg.accessCodeUsedUp]: 'recovery.msg.accessCodeUsedUp',
};

/** A recovery message in the UI language; other known messages as the app translates them. */
export function translateRecoveryMessage(text: string): string {
  const key = RECOVERY_MESSAGE_KEYS[text.trim()];
  return key ? i18n.t(key) : translateMessage(text);
}
