import base from './fr.json';
import features from './fr-features';
import { mergeLocales, type LocaleTree } from './merge';

/** Every French string of the portal (core file plus every feature's file), as the tests read it. */
const fr = mergeLocales(base as LocaleTree, features);
export default fr;
