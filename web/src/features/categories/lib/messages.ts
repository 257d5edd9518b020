import { translateMessage } from '@/lib/i18n';
import i18n from '@/lib/i18n';
import { ENTER_NAME, ENTER_NAME_DESCRIPTION } from './category-form';

/**
 * English messages of the category screens (spec §5, §8 verbatim; the server's and the shared
 * schema's) → their i18n key. 'ValidEmail' is the spec's message code for a bad email; the UI
 * shows it as a sentence.
 */
export const CATEGORY_MESSAGE_KEYS: Record<string, string> = {
  [ENTER_NAME_DESCRIPTION]: 'categories.msg.enterNameDescription',
  [ENTER_NAME]: 'categories.msg.enterName',
  'Please enter Category Name': 'categories.msg.enterCategoryName',
  'Please select Recipients': 'categories.msg.selectRecipients',
  'Please select What appears': 'categories.msg.selectWhatAppears',
  'Please select What': 'categories.msg.selectWhatAppears',
  ValidEmail: 'categories.msg.validEmail',
  'Please enter Email': 'categories.msg.enterEmail',
  'Please enter Phone': 'categories.msg.enterPhone',
  'Please enter a valid phone number': 'categories.msg.validPhone',
  'Police is escalated by phone only': 'categories.msg.policePhoneOnly',
  'A category with this name exists': 'categories.msg.nameExists',
  'This category has tracking records': 'categories.msg.hasRecords',
  'Category not found': 'categories.msg.notFound',
};

/** A category message in the UI language; other known messages as the app translates them. */
export function translateCategoryMessage(text: string): string {
  const key = CATEGORY_MESSAGE_KEYS[text.trim()];
  return key ? i18n.t(key) : translateMessage(text);
}
