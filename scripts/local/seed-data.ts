import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { encodeTime } from 'ulid';
import type { NewCategory } from '../../functions/src/categories/repository.js';
import type { StoredTracking } from '../../functions/src/tracking/repository.js';
import { Gazetteer, placeLabelAt } from '../../functions/src/geo/gazetteer.js';

/**
 * Profile details of demo users that My Profile shows back: each must pass the form's own rules
 * (CompanyName at most 20 characters; a mobile libphonenumber-js accepts — it rejects Ofcom's
 * drama range 07700 900xxx), or the user cannot save their profile unchanged.
 */
export const DEMO_CONTROLLER_ORGANISATION = 'Bee.Watch hornets';
export const DEMO_BYSTANDER_MOBILE = '+447400100123';

/**
 * Demo subscriptions run two years from seeding (ISO 8601, end of that day UTC): long enough for
 * any demo, and short enough that an access code (which expires within five years) can renew one.
 */
export function demoSubscriptionExpiry(now = new Date()): string {
  return `${now.getUTCFullYear() + 2}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-${String(
    now.getUTCDate(),
  ).padStart(2, '0')}T23:59:59.000Z`;
}

/**
 * A ULID that is the same on every run for the same time and seed, so seeding is idempotent:
 * 10 characters of time, 16 of Crockford base-32 from SHA-256(seed).
 */
export function stableUlid(timeMs: number, seed: string): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const digest = createHash('sha256').update(seed).digest();
  let random = '';
  for (let i = 0; i < 16; i++) random += alphabet[digest[i]! % 32];
  return encodeTime(timeMs, 10) + random;
}

/** The demo sites' epoch: the time part of their ids and the creation date of their records. */
export const DEMO_SITES_EPOCH = Date.parse('2026-09-01T00:00:00Z');
/** DEMO_SITES_EPOCH as the ISO 8601 creation date of a demo record. */
export const DEMO_SITES_CREATED = new Date(DEMO_SITES_EPOCH).toISOString();
/**
 * The stable ids of one demo seed: `namespace:name` hashed (stableUlid) at DEMO_SITES_EPOCH, so a
 * seed run again writes the same ids. Apiaries and fields of seed-sites are demoIds('sites').
 */
export const demoIds =
  (namespace: string) =>
  (name: string): string =>
    stableUlid(DEMO_SITES_EPOCH, `${namespace}:${name}`);

/** Swiss cantons by the two-letter codes of the GBIF file (stateProvince, title case). */
const CANTONS: Record<string, string> = {
  Ag: 'Aargau',
  Ai: 'Appenzell Innerrhoden',
  Ar: 'Appenzell Ausserrhoden',
  Be: 'Bern',
  Bl: 'Basel-Landschaft',
  Bs: 'Basel-Stadt',
  Fr: 'Fribourg',
  Ge: 'Geneva',
  Gl: 'Glarus',
  Gr: 'Graubünden',
  Ju: 'Jura',
  Lu: 'Lucerne',
  Ne: 'Neuchâtel',
  Nw: 'Nidwalden',
  Ow: 'Obwalden',
  Sg: 'St. Gallen',
  Sh: 'Schaffhausen',
  So: 'Solothurn',
  Sz: 'Schwyz',
  Tg: 'Thurgau',
  Ti: 'Ticino',
  Ur: 'Uri',
  Vd: 'Vaud',
  Vs: 'Valais',
  Zg: 'Zug',
  Zh: 'Zurich',
};

/** Categories: one per source batch of the real records, and two for new reports. */
const CATEGORY_OF_SOURCE: Record<string, { name: string; description: string }> = {
  'PSAFA: import frelon asiatique': {
    name: 'Sighting — info fauna import',
    description: 'Asian hornet records of info fauna (CSCF), PSAFA import, via GBIF.org (CC BY 4.0)',
  },
  'Service faune GE': {
    name: 'Sighting — cantonal wildlife service',
    description: 'Asian hornet records of the Geneva wildlife service, via GBIF.org (CC BY 4.0)',
  },
  Anonymous: {
    name: 'Sighting — anonymous report',
    description: 'Asian hornet records reported anonymously, via GBIF.org (CC BY 4.0)',
  },
};
const EXTRA_CATEGORIES = [
  { name: 'Nest found', description: 'A primary or secondary nest located by a member of the public' },
  { name: 'Hornets at an apiary', description: 'Asian hornets hawking in front of hives' },
];

const CATEGORY_EPOCH = Date.parse('2026-01-01T00:00:00Z');

export function seedCategories(): NewCategory[] {
  const all = [...Object.values(CATEGORY_OF_SOURCE), ...EXTRA_CATEGORIES];
  return all.map(({ name, description }) => ({
    CategoryID: stableUlid(CATEGORY_EPOCH, `category:${name}`),
    Name: name,
    Description: description,
  }));
}

/** Which sample media a seeded record carries (README "Demo data"). */
export interface SeedMedia {
  image?: 'png' | 'jpeg';
  video?: 'uploaded' | 'pending';
  audio?: boolean;
}

export interface SeedRecord {
  record: StoredTracking;
  media: SeedMedia;
}

/**
 * The 602 real Asian-hornet records (info fauna (CSCF), via GBIF.org, CC BY 4.0) as tracking
 * records: addressed from their canton, else the nearest gazetteer place within 20 km, else
 * none. Dates are days, stored at 12:00 UTC so the day is the same in every European zone.
 * Some records get generated sample evidence and a generated bearing (README "Demo data").
 */
export function seedTrackingRecords(dataDir: string, gazetteer: Gazetteer): SeedRecord[] {
  const csv = readFileSync(path.join(dataDir, 'vespa_velutina_gbif_ch_ccby.csv'), 'utf8');
  const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
  const categories = new Map(seedCategories().map((c) => [c.Name, c.CategoryID]));
  return rows.map((row, i) => {
    const latitude = Number(row.decimalLatitude);
    const longitude = Number(row.decimalLongitude);
    const canton = CANTONS[row.stateProvince ?? ''];
    const address = canton ? `${canton}, Switzerland` : placeLabelAt(gazetteer, latitude, longitude);
    const created = Date.parse(`${row.eventDate}T12:00:00Z`);
    const source = row.recordedBy || 'info fauna (CSCF)';
    const category = CATEGORY_OF_SOURCE[source] ?? CATEGORY_OF_SOURCE['PSAFA: import frelon asiatique']!;
    const media: SeedMedia = {
      image: i % 12 === 0 ? (i % 24 === 0 ? 'png' : 'jpeg') : undefined,
      video: i % 25 === 0 ? 'uploaded' : i % 97 === 0 ? 'pending' : undefined,
      audio: i % 20 === 0,
    };
    const hasEvidence = Boolean(media.image || media.video || media.audio);
    const id = stableUlid(created, `gbif:${row.gbifID}`);
    return {
      media,
      record: {
        HornetTrackingID: id,
        Latitude: latitude,
        Longitude: longitude,
        LocationAddress: address,
        CompassDegree: hasEvidence
          ? Math.round((createHash('sha256').update(id).digest()[0]! * 360) / 256)
          : null,
        CreatedDate: new Date(created).toISOString(),
        CreatedByUserName: source,
        Description: `Vespa velutina, GBIF ${row.gbifID}`.slice(0, 40),
        CategoryID: categories.get(category.name)!,
        CategoryName: category.name,
        IsImageExist: Boolean(media.image),
        ImageContentType: media.image ? (media.image === 'png' ? 'image/png' : 'image/jpeg') : null,
        IsVideoAvailable: media.video === 'uploaded',
        VideoExtension: media.video ? 'mp4' : null,
        IsAudioAvailable: Boolean(media.audio),
        AudioExtension: media.audio ? 'mp3' : null,
      },
    };
  });
}
