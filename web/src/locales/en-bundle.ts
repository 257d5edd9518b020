import base from './en.json';
import features from './en-features';
import { mergeLocales, type LocaleTree } from './merge';

/** Every English string of the portal (core file plus every feature's file), as the tests read it. */
const en = mergeLocales(base as LocaleTree, features);
export default en;
