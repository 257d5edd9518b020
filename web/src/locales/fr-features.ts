import { mergeLocales, type LocaleTree } from './merge';

// Features keep their strings beside them (features/<name>/locales/fr.json), so features built in
// parallel never edit one shared file. Loaded with the first feature screen, never on the login page.
const features = import.meta.glob<LocaleTree>('../features/*/locales/fr.json', {
  eager: true,
  import: 'default',
});

/** Every feature's French strings, merged (the core file fr.json is loaded apart). */
const frFeatures = mergeLocales(...Object.values(features));
export default frFeatures;
