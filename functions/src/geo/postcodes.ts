import { readGazetteerFiles } from './gazetteer-files.js';

/** The post codes the offline gazetteer knows: UK districts (outward codes) and French codes postaux. */
export interface PostCodeSets {
  ukDistricts: ReadonlySet<string>;
  frCodes: ReadonlySet<string>;
}

/** Reads the two gazetteer files of `dataDir` (the same files as Gazetteer.load). Throws if one is missing. */
export function loadPostCodeSets(dataDir: string): PostCodeSets {
  const { uk, fr } = readGazetteerFiles(dataDir);
  return {
    ukDistricts: new Set(uk.map((r) => (r.postcode ?? '').trim().toUpperCase()).filter(Boolean)),
    frCodes: new Set(fr.map((r) => (r.Code_postal ?? '').trim()).filter(Boolean)),
  };
}

// UK outward code (district) and inward code (sector digit + unit letters), Royal Mail format.
const OUTWARD = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const INWARD = /^\d[A-Z]{2}$/;
const EIRCODE = /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/;
const FOUR_DIGITS = /^[1-9]\d{3}$/;
const FIVE_DIGITS = /^\d{5}$/;

/** Upper case, single spaces, trimmed. */
export function normalisePostCode(raw: string): string {
  return raw.trim().toUpperCase().replace(/\s+/g, ' ');
}

/**
 * The outward code of a UK-style post code: a district alone ('SW1A') or a full post code with
 * or without its space ('SW1A 1AA', 'SW1A1AA'); undefined when it has neither shape.
 */
export function outwardCodeOf(postCode: string): string | undefined {
  const compact = normalisePostCode(postCode).replace(/ /g, '');
  if (OUTWARD.test(compact)) return compact;
  const outward = compact.slice(0, -3);
  return INWARD.test(compact.slice(-3)) && OUTWARD.test(outward) ? outward : undefined;
}

/**
 * Whether `postCode` is a valid post code of the country `iso` (spec §5 'Please enter a valid
 * Post Code'):
 * - GB: a district of the gazetteer, or a full post code whose outward code is one;
 * - JE, GY (Guernsey, iso GG), IM: the same, and the district must carry the island's prefix
 *   (the gazetteer lists the Crown Dependencies' districts too);
 * - FR: 5 digits present in the La Poste file;
 * - IE (Eircode), BE and CH (4 digits), DE (5 digits): the format only, as the gazetteer has no
 *   data for them;
 * - any other country: false.
 */
export function isValidPostCode(sets: PostCodeSets, iso: string, postCode: string): boolean {
  const code = normalisePostCode(postCode);
  switch (iso) {
    case 'GB':
    case 'JE':
    case 'GG':
    case 'IM': {
      const outward = outwardCodeOf(code);
      if (!outward || !sets.ukDistricts.has(outward)) return false;
      const prefix = iso === 'GG' ? 'GY' : iso;
      return iso === 'GB' || outward.startsWith(prefix);
    }
    case 'FR':
      return FIVE_DIGITS.test(code) && sets.frCodes.has(code);
    case 'IE':
      return EIRCODE.test(code);
    case 'BE':
    case 'CH':
      return FOUR_DIGITS.test(code);
    case 'DE':
      return FIVE_DIGITS.test(code);
    default:
      return false;
  }
}

const cache = new Map<string, PostCodeSets>();

/** The post-code sets of `dataDir`, read once per container. */
export function postCodeSets(dataDir: string): PostCodeSets {
  let sets = cache.get(dataDir);
  if (!sets) {
    sets = loadPostCodeSets(dataDir);
    cache.set(dataDir, sets);
  }
  return sets;
}
