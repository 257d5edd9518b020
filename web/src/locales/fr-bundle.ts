import base from './fr.json';
import { mergeLocales, type LocaleTree } from './merge';

// Features keep their strings beside them (features/<name>/locales/fr.json), so features built in
// parallel never edit one shared file. This module is its own chunk: French loads only when used.
const features = import.meta.glob<LocaleTree>('../features/*/locales/fr.json', {
  eager: true,
  import: 'default',
});

/** Every French string of the portal (base file plus every feature's file). */
const fr = mergeLocales(base as LocaleTree, ...Object.values(features));
export default fr;
