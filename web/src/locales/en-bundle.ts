import base from './en.json';
import { mergeLocales, type LocaleTree } from './merge';

// Features keep their strings beside them (features/<name>/locales/en.json), so features built in
// parallel never edit one shared file. This module is its own chunk: English loads only when used.
const features = import.meta.glob<LocaleTree>('../features/*/locales/en.json', {
  eager: true,
  import: 'default',
});

/** Every English string of the portal (base file plus every feature's file). */
const en = mergeLocales(base as LocaleTree, ...Object.values(features));
export default en;
