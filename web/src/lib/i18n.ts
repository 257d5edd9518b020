import { LANGUAGES, type Language } from '@beewatch/shared';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { LocaleTree } from '../locales/merge';

type LocaleModule = () => Promise<{ default: LocaleTree }>;

/**
 * Each language's core strings (header, menus, sign-in, recovery, registration, shared messages)
 * are a chunk of their own, fetched when that language is first used: all the login page needs.
 */
const CORE: Record<Language, LocaleModule> = {
  en: () => import('../locales/en.json') as Promise<{ default: LocaleTree }>,
  fr: () => import('../locales/fr.json') as Promise<{ default: LocaleTree }>,
};

/** Every feature's strings per language: fetched with the first feature screen (loadFeatureStrings). */
const FEATURES: Record<Language, LocaleModule> = {
  en: () => import('../locales/en-features'),
  fr: () => import('../locales/fr-features'),
};

/** localStorage key of the language chosen in the header. */
export const LANGUAGE_STORAGE_KEY = 'beewatch.lang';

export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', fr: 'Français' };

/** Resolves once the UI language's strings (and English, the fallback) are loaded: render after it. */
export const i18nReady = i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .use(
    resourcesToBackend((lng: string) =>
      (LANGUAGES as readonly string[]).includes(lng) ? CORE[lng as Language]().then((m) => m.default) : {},
    ),
  )
  .init({
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    interpolation: { escapeValue: false },
    // Rendering waits for i18nReady, so components never suspend on strings; a screen already
    // shown re-renders when the feature strings arrive.
    react: { useSuspense: false, bindI18nStore: 'added' },
    // Only an explicit choice is remembered; otherwise the browser decides each visit (spec §9).
    detection: { order: ['localStorage', 'navigator'], lookupLocalStorage: LANGUAGE_STORAGE_KEY, caches: [] },
  });

function syncDocumentLanguage(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
syncDocumentLanguage(currentLanguage());
i18n.on('languageChanged', syncDocumentLanguage);

/** The UI language, always one of LANGUAGES. */
export function currentLanguage(): Language {
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : 'en';
}

const featureLoads = new Map<Language, Promise<void>>();

/**
 * Loads every feature's strings for a language (default: the UI language) once; feature screens
 * wait for it before they render. The core strings are loaded first, so the backend still fetches
 * them for a language whose feature strings arrive before it is chosen.
 */
export function loadFeatureStrings(lng: Language = currentLanguage()): Promise<void> {
  let loading = featureLoads.get(lng);
  if (!loading) {
    loading = i18n
      .loadLanguages(lng)
      .then(() => FEATURES[lng]())
      .then((m) => {
        i18n.addResourceBundle(lng, 'translation', m.default, true, true);
      });
    loading.catch(() => featureLoads.delete(lng));
    featureLoads.set(lng, loading);
  }
  return loading;
}

/**
 * Switches the UI language and remembers the choice on this browser. Once feature screens are in
 * use, the new language's feature strings are loaded before the switch, so no key shows bare.
 */
export async function chooseLanguage(lng: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Private mode may refuse storage; the switch still applies to this visit.
  }
  if (featureLoads.size > 0) await loadFeatureStrings(lng);
  await i18n.changeLanguage(lng);
}

/**
 * "Label: value" in the UI language (French sets a space before the colon), for a fact shown
 * under another in a table cell or card, where a column heading cannot name it.
 */
export function labelled(label: string, value: string | number): string {
  return i18n.t('common.labelled', { label, value });
}

/** "Label:" in the UI language (French: "Label :"), before a value that is markup (bold, a link). */
export function labelOf(label: string): string {
  return i18n.t('common.labelOf', { label });
}

/**
 * A message to show, kept untranslated so it follows a language switch while it is shown: as the
 * API or a shared schema gives it (its English text and, from the API, its key; `value` is shown
 * after it as a labelled fact, 'Access code generated: K7Q2…', see labelled), or one of the
 * portal's own UI strings by its locale key and interpolation values (i18next's `i18nKey` and
 * `values`, e.g. { i18nKey: 'users.exported', values: { count: 12 } }).
 */
export type MessageSource =
  | string
  | { message: string; messageKey?: string; value?: string | number }
  | { i18nKey: string; values?: Record<string, string | number> };

let keyOfText: ((text: string) => string | undefined) | undefined;

/**
 * Sets how translateMessage keys an English text (lib/message-catalogue.ts, with every feature's
 * catalogue): loaded with the API client and the form fields, where such texts come from, so the
 * login page's first load does without the catalogues.
 */
export function setMessageKeyLookup(lookup: (text: string) => string | undefined): void {
  keyOfText = lookup;
}

/** True once the message catalogues are loaded (setMessageKeyLookup), so texts are keyed. */
export function messageKeysLoaded(): boolean {
  return keyOfText !== undefined;
}

/**
 * The one place messages from the server (envelope MessageKey, else ErrorMessage), from the
 * shared schemas and the portal's own kept messages (`i18nKey`) are shown in the UI language: by stable key (`<catalogue>.<key>` of
 * shared/message-keys.ts) looked up under `messages.` in the locales. Text no catalogue holds is
 * shown as sent.
 */
export function translateMessage(source: MessageSource): string {
  if (typeof source === 'object' && 'i18nKey' in source) return i18n.t(source.i18nKey, source.values ?? {});
  const { message, messageKey, value } = typeof source === 'string' ? { message: source } : source;
  const key = messageKey ?? keyOfText?.(message);
  const text = key && i18n.exists(`messages.${key}`) ? i18n.t(`messages.${key}`) : message;
  return value === undefined ? text : labelled(text, value);
}

export default i18n;
