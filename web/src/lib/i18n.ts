import { LANGUAGES, type Language } from '@beewatch/shared';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import baseEn from '../locales/en.json';
import baseFr from '../locales/fr.json';

type Tree = { [key: string]: string | Tree };

/** Deep merge of locale trees; a feature file may add keys to a shared section such as `msg`. */
function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof value === 'object' && typeof existing === 'object' ? merge({ ...existing }, value) : value;
  }
  return target;
}

// Features may keep their strings beside them (features/<name>/locales/{en,fr}.json), so
// features built in parallel never edit one shared file.
const featureLocales = import.meta.glob<Tree>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});
function localeOf(lng: 'en' | 'fr', base: Tree): Tree {
  return Object.entries(featureLocales)
    .filter(([file]) => file.endsWith(`/${lng}.json`))
    .reduce((acc, [, tree]) => merge(acc, tree), merge({}, base));
}
const en = localeOf('en', baseEn as Tree) as typeof baseEn & Tree;
const fr = localeOf('fr', baseFr as Tree);

/** The merged English and French resources (base file plus every feature's file). */
export const LOCALES = { en: en as Tree, fr };

/** localStorage key of the language chosen in the header. */
export const LANGUAGE_STORAGE_KEY = 'beewatch.lang';

export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', fr: 'Français' };

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en }, fr: { translation: fr } },
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    interpolation: { escapeValue: false },
    // Only an explicit choice is remembered; otherwise the browser decides each visit (spec §9).
    detection: { order: ['localStorage', 'navigator'], lookupLocalStorage: LANGUAGE_STORAGE_KEY, caches: [] },
    initAsync: false,
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

/** Switches the UI language and remembers the choice on this browser. */
export async function chooseLanguage(lng: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Private mode may refuse storage; the switch still applies to this visit.
  }
  await i18n.changeLanguage(lng);
}

// English message text → i18n key, so messages the server (or a shared zod schema) sends in
// English are shown in the UI language.
const keyOfEnglish = new Map<string, string>(
  Object.entries(en.msg as Tree).map(([key, text]) => [String(text), `msg.${key}`] as const),
);

/** Translates a known English message (server ErrorMessage, schema message); else returns it as sent. */
export function translateMessage(text: string): string {
  const key = keyOfEnglish.get(text.trim());
  return key ? i18n.t(key) : text;
}

export default i18n;
