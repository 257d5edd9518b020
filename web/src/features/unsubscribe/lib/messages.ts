import { ProfileMsg } from '@beewatch/shared';
import i18n, { translateMessage } from '@/lib/i18n';

const KEYS: Record<string, string> = {
  [ProfileMsg.enterUserName]: 'profile.msg.enterUserName',
  [ProfileMsg.codeNotValid]: 'profile.msg.codeNotValid',
};

/** An unsubscribe message (spec §5 verbatim) in the UI language; others as the app translates them. */
export function translateUnsubscribeMessage(text: string): string {
  const key = KEYS[text.trim()];
  return key ? i18n.t(key) : translateMessage(text);
}
