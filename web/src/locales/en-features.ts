import { mergeLocales, type LocaleTree } from './merge';

// Features keep their strings beside them (features/<name>/locales/en.json), so features built in
// parallel never edit one shared file. Loaded with the first feature screen, never on the login page.
const features = import.meta.glob<LocaleTree>('../features/*/locales/en.json', {
  eager: true,
  import: 'default',
});

/** Every feature's English strings, merged (the core file en.json is loaded apart). */
const enFeatures = mergeLocales(...Object.values(features));
export default enFeatures;
