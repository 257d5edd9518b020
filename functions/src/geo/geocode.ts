import { LocationClient, SearchPlaceIndexForTextCommand } from '@aws-sdk/client-location';
import { env } from '../lib/env.js';
import { Gazetteer, placeLabelAt } from './gazetteer.js';
import { normalisePostCode, outwardCodeOf } from './postcodes.js';

/** Where a post code is: its centroid in WGS84 degrees and a place name to show. */
export interface GeocodedPostCode {
  /** The code as recognised: a UK district ('GU1') or a French code postal. */
  PostCode: string;
  Latitude: number;
  Longitude: number;
  /** Town or commune. */
  PlaceName: string;
  Country: 'GB' | 'FR';
}

let gazetteer: Gazetteer | undefined;
let location: LocationClient | undefined;

/** The offline gazetteer of `dataDir`, loaded once per process. */
const gazetteerOf = (dataDir: string) => (gazetteer ??= Gazetteer.load(dataDir));

/**
 * The place name of a point (WGS84 degrees) from the offline gazetteer: the nearest UK postcode
 * district or French commune within 20 km, e.g. 'Guildford GU1, GB' (gazetteer.ts placeLabelAt);
 * null when none is that near.
 */
export function placeNameAt(
  latitude: number,
  longitude: number,
  dataDir: string = env().GAZETTEER_DATA_DIR,
): string | null {
  return placeLabelAt(gazetteerOf(dataDir), latitude, longitude);
}

const FRENCH = /^\d{5}$/;

/** The county of an area unit the gazetteer knows ('Surrey' for GU1), else undefined. */
export function countyOfUnit(unit: string, dataDir: string = env().GAZETTEER_DATA_DIR): string | undefined {
  return gazetteerOf(dataDir).byCode(unit)?.region;
}

/**
 * An area unit of the offline gazetteer (a UK postcode district or a French code postal), with
 * its centroid (WGS84 degrees) and place name; undefined when the gazetteer has no such unit.
 * Domains are sets of these units, so they are never geocoded by Amazon Location.
 */
export function areaUnitPlace(
  unit: string,
  dataDir: string = env().GAZETTEER_DATA_DIR,
): GeocodedPostCode | undefined {
  const place = gazetteerOf(dataDir).byCode(unit);
  return place
    ? {
        PostCode: place.postCode,
        Latitude: place.latitude,
        Longitude: place.longitude,
        PlaceName: place.name,
        Country: place.country,
      }
    : undefined;
}

/**
 * Geocodes a UK or French post code. Locally (no PLACE_INDEX_NAME) the offline gazetteer of
 * ../shared/data answers: UK districts (a full post code resolves to its district's centroid)
 * and French codes postaux. In AWS, Amazon Location's place index (intended use Storage, so the
 * point may be kept) is asked first and the gazetteer answers when it finds nothing.
 * `sources` defaults to the function environment. Returns undefined for a code neither knows;
 * AWS errors propagate.
 */
export async function geocodePostCode(
  raw: string,
  sources: { indexName?: string; dataDir: string } = {
    indexName: env().PLACE_INDEX_NAME,
    dataDir: env().GAZETTEER_DATA_DIR,
  },
): Promise<GeocodedPostCode | undefined> {
  const code = normalisePostCode(raw);
  const { indexName } = sources;
  if (indexName) {
    location ??= new LocationClient({});
    const out = await location.send(
      new SearchPlaceIndexForTextCommand({
        IndexName: indexName,
        Text: code,
        FilterCountries: [FRENCH.test(code) ? 'FRA' : 'GBR'],
        FilterCategories: ['PostalCode'],
        MaxResults: 1,
      }),
    );
    const place = out.Results?.[0]?.Place;
    const [lng, lat] = place?.Geometry?.Point ?? [];
    if (place && lat !== undefined && lng !== undefined) {
      return {
        PostCode: code,
        Latitude: lat,
        Longitude: lng,
        PlaceName: place.Municipality ?? place.Label ?? code,
        Country: place.Country === 'FRA' ? 'FR' : 'GB',
      };
    }
  }
  const key = FRENCH.test(code) ? code : outwardCodeOf(code);
  return key ? areaUnitPlace(key, sources.dataDir) : undefined;
}

/**
 * The area unit (UK postcode district or French code postal, as domains hold them) of a place:
 * its post code's unit when the gazetteer knows it, else the nearest gazetteer unit within 20 km
 * of the point (WGS84 degrees); undefined when neither is known.
 */
export function areaUnitAt(
  latitude: number,
  longitude: number,
  postCode?: string | null,
  dataDir: string = env().GAZETTEER_DATA_DIR,
): string | undefined {
  if (postCode?.trim()) {
    const code = normalisePostCode(postCode);
    const key = FRENCH.test(code) ? code : outwardCodeOf(code);
    if (key && gazetteerOf(dataDir).byCode(key)) return key;
  }
  return gazetteerOf(dataDir).nearest(latitude, longitude)?.postCode.trim().toUpperCase() || undefined;
}

/**
 * The gazetteer places whose centroid lies within `maxMetres` of a point (WGS84 degrees), nearest
 * first, each with its area unit (a UK postcode district or a French code postal — a code postal
 * shared by several communes appears once per commune) and distance in metres. At most about
 * 150 km (the gazetteer's bucket size).
 */
export function areaUnitsWithin(
  latitude: number,
  longitude: number,
  maxMetres: number,
  dataDir: string = env().GAZETTEER_DATA_DIR,
): { unit: string; latitude: number; longitude: number; distanceM: number }[] {
  return gazetteerOf(dataDir)
    .within(latitude, longitude, maxMetres)
    .map((p) => ({
      unit: p.postCode.trim().toUpperCase(),
      latitude: p.latitude,
      longitude: p.longitude,
      distanceM: p.distanceMetres,
    }))
    .filter((p) => p.unit.length > 0);
}
