import type { StoredCategory } from '../functions/src/categories/repository.js';
import { NO_MEDIA } from '../functions/src/tracking/media-keys.js';
import type { StoredTracking } from '../functions/src/tracking/repository.js';
import { stableUlid } from '../scripts/local/seed-data.js';

/**
 * GENERATED benchmark records: each is placed within ~5 km of a randomly chosen real sighting
 * (the 602 GBIF records of scripts/local/seed-data.ts, which also give its canton address),
 * dated at a random instant of 2023-04-01 .. 2025-11-30 (UTC), with one of a few dozen made-up
 * creator names. A fixed-seed PRNG draws the same number of values per record, so record i is
 * the same on every run and for every record count (a run with more records extends a smaller one).
 */

/** Where generated records are placed and what address they carry (a real record). */
export interface Anchor {
  latitude: number;
  longitude: number;
  address: string | null;
}

export const PRNG_SEED = 0x8ee_4a7c;
/** Bump when the generator or the items it writes (itemOf's keys) change, so a persisted bench database is re-seeded. */
export const GENERATOR_VERSION = 2;

export const DATE_FROM = Date.parse('2023-04-01T00:00:00.000Z');
export const DATE_TO = Date.parse('2025-12-01T00:00:00.000Z');
const JITTER_METRES = 5_000;

/** Share of the records per category, in the order of seedCategories() (a skew, so one category is small). */
export const CATEGORY_WEIGHTS = [0.5, 0.2, 0.15, 0.1, 0.05];

/** Made-up creator names (generated data; no real person). */
export const CREATOR_NAMES = [
  'Anna Keller',
  'Luca Rossi',
  'Marie Dubois',
  'Jonas Meier',
  'Sofia Bernasconi',
  'Noah Schmid',
  'Léa Favre',
  'Elias Huber',
  'Chiara Colombo',
  'Matteo Brunner',
  'Emma Steiner',
  'Louis Girard',
  'Mia Baumann',
  'Gabriel Morel',
  'Lina Frei',
  'Julien Perret',
  'Nina Zürcher',
  'Tim Gerber',
  'Zoé Rochat',
  'David Müller',
  'Sara Fontana',
  'Yannick Aebi',
  'Laura Widmer',
  'Samuel Roth',
  'Céline Bovet',
  'Fabio Galli',
  'Hanna Suter',
  'Olivier Monnier',
  'Julia Graf',
  'Nicolas Vuille',
  'Alessia Ferrari',
  'Marco Wyss',
  'Elena Kälin',
  'Pierre Jaquet',
  'Lara Odermatt',
  'Simon Bühler',
  'info fauna (CSCF)',
  'Service faune GE',
  'Anonymous',
];

/** mulberry32: a small, fast, deterministic 32-bit PRNG returning [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A point up to `km` kilometres from `p` (degrees), uniform over the disc (equirectangular, 111.32
 * km a degree of latitude); `p`'s other fields are kept.
 */
export function nearPoint<P extends { Latitude: number; Longitude: number }>(
  p: P,
  km: number,
  random: () => number,
): P {
  const r = km * Math.sqrt(random());
  const a = 2 * Math.PI * random();
  return {
    ...p,
    Latitude: p.Latitude + (r / 111.32) * Math.cos(a),
    Longitude: p.Longitude + (r / (111.32 * Math.cos((p.Latitude * Math.PI) / 180))) * Math.sin(a),
  };
}

const round5 = (x: number) => Math.round(x * 1e5) / 1e5;

/**
 * Yields `count` generated records in index order. Every record takes exactly 8 PRNG draws,
 * so record i never depends on `count`.
 */
export function* generateRecords(
  count: number,
  anchors: Anchor[],
  categories: StoredCategory[],
): Generator<StoredTracking & { index: number; categoryIndex: number }> {
  const random = mulberry32(PRNG_SEED);
  const cumulative = CATEGORY_WEIGHTS.map((_, i) =>
    CATEGORY_WEIGHTS.slice(0, i + 1).reduce((a, b) => a + b, 0),
  );
  for (let index = 0; index < count; index++) {
    const anchor = anchors[Math.floor(random() * anchors.length)]!;
    const distance = JITTER_METRES * Math.sqrt(random());
    const bearing = random() * 2 * Math.PI;
    const created = DATE_FROM + Math.floor(random() * (DATE_TO - DATE_FROM));
    const pick = random();
    let categoryIndex = cumulative.findIndex((c) => pick < c);
    if (categoryIndex < 0 || categoryIndex >= categories.length) categoryIndex = categories.length - 1;
    const creator = CREATOR_NAMES[Math.floor(random() * CREATOR_NAMES.length)]!;
    const compassDraw = random();
    const mediaDraw = random();
    const category = categories[categoryIndex]!;
    const latitude = anchor.latitude + (distance * Math.cos(bearing)) / 111_320;
    const longitude =
      anchor.longitude +
      (distance * Math.sin(bearing)) / (111_320 * Math.cos((anchor.latitude * Math.PI) / 180));
    yield {
      index,
      categoryIndex,
      HornetTrackingID: stableUlid(created, `bench:${index}`),
      Latitude: round5(latitude),
      Longitude: round5(longitude),
      LocationAddress: anchor.address,
      CompassDegree: compassDraw < 0.4 ? null : Math.floor(((compassDraw - 0.4) / 0.6) * 360),
      CreatedDate: new Date(created).toISOString(),
      CreatedByUserName: creator,
      Description: `Generated bench record #${index}`,
      CategoryID: category.CategoryID,
      CategoryName: category.Name,
      // Generated records have no media objects; a few announce a pending video (as uploads do).
      ...NO_MEDIA,
      VideoExtension: mediaDraw < 0.02 ? 'mp4' : null,
    };
  }
}
