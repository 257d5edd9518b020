import geohash from 'ngeohash';
import { readGazetteerFiles } from './gazetteer-files.js';
import { haversineMetres } from './haversine.js';

/** A named place with a centroid (WGS84 degrees). */
export interface Place {
  name: string;
  postCode: string;
  country: 'GB' | 'FR';
  latitude: number;
  longitude: number;
  /** County (UK: the district's region column) or département (FR: 'Département <nn>'). */
  region?: string;
}

/**
 * The place name of a point: the nearest gazetteer place within `maxMetres` as
 * '<town> <post code>, <country>' (e.g. 'Guildford GU1, GB'), or null when none is that near.
 * What tracking records show as their Location.
 */
export function placeLabelAt(
  gazetteer: Gazetteer,
  latitude: number,
  longitude: number,
  maxMetres = 20_000,
): string | null {
  const near = gazetteer.nearest(latitude, longitude, maxMetres);
  // Some UK districts have no town in the gazetteer: the district alone then.
  return near ? `${[near.name, near.postCode].filter(Boolean).join(' ')}, ${near.country}` : null;
}

/** Geohash precision of the buckets: 3 characters ≈ 156 km cells, wider than any search radius. */
const BUCKET_PRECISION = 3;

/**
 * Every place of the two gazetteer files of `dataDir` (UK postcode districts, French codes
 * postaux; ../shared/data/SOURCES.md) with a valid centroid. Throws if a file is missing.
 */
export function gazetteerPlaces(dataDir: string): Place[] {
  const files = readGazetteerFiles(dataDir);
  const uk = files.uk.map((r) => ({
    name: r.town ?? '',
    postCode: r.postcode ?? '',
    country: 'GB' as const,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    region: r.region || r.town,
  }));
  const fr = files.fr.flatMap((r) => {
    const [lat, lng] = (r.coordonnees_gps ?? '').split(',').map(Number);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return [];
    return [
      {
        name: r.Nom_commune ?? '',
        postCode: r.Code_postal ?? '',
        country: 'FR' as const,
        latitude: lat,
        longitude: lng,
        region: `Département ${r.Code_postal?.slice(0, 2)}`,
      },
    ];
  });
  return [...uk, ...fr].filter((p) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude));
}

/**
 * The offline gazetteer (the local stand-in for Amazon Location, ARCHITECTURE.md): UK postcode
 * districts (CC0) and French codes postaux (La Poste, ODbL) from ../shared/data, bucketed by
 * geohash so a nearest-place search reads only the cell and its neighbours.
 */
export class Gazetteer {
  private readonly buckets = new Map<string, Place[]>();
  private readonly byPostCode = new Map<string, Place>();

  constructor(places: Place[]) {
    for (const p of places) {
      const code = p.postCode.trim().toUpperCase();
      if (!this.byPostCode.has(code)) this.byPostCode.set(code, p);
      const cell = geohash.encode(p.latitude, p.longitude, BUCKET_PRECISION);
      const list = this.buckets.get(cell) ?? [];
      list.push(p);
      this.buckets.set(cell, list);
    }
  }

  /** Reads the two gazetteer files of `dataDir`. Throws if a file is missing. */
  static load(dataDir: string): Gazetteer {
    return new Gazetteer(gazetteerPlaces(dataDir));
  }

  /**
   * The place of a post code the gazetteer lists: a UK district ('GU1') or a French code postal
   * ('75001'; the first commune of a shared code). Exact match on the normalised code.
   */
  byCode(postCode: string): Place | undefined {
    return this.byPostCode.get(postCode.trim().toUpperCase());
  }

  /**
   * Every place whose centroid lies within `maxMetres` (at most one bucket size, ≈ 156 km) of the
   * point, nearest first, with its distance.
   */
  within(latitude: number, longitude: number, maxMetres: number): (Place & { distanceMetres: number })[] {
    const cell = geohash.encode(latitude, longitude, BUCKET_PRECISION);
    const found: (Place & { distanceMetres: number })[] = [];
    for (const c of [cell, ...geohash.neighbors(cell)]) {
      for (const p of this.buckets.get(c) ?? []) {
        const d = haversineMetres(latitude, longitude, p.latitude, p.longitude);
        if (d <= maxMetres) found.push({ ...p, distanceMetres: d });
      }
    }
    return found.sort((a, b) => a.distanceMetres - b.distanceMetres);
  }

  /**
   * The nearest place within `maxMetres` (at most one bucket size, ≈ 156 km, so the cell and its
   * 8 neighbours cover it), or undefined.
   */
  nearest(
    latitude: number,
    longitude: number,
    maxMetres = 20_000,
  ): (Place & { distanceMetres: number }) | undefined {
    const cell = geohash.encode(latitude, longitude, BUCKET_PRECISION);
    let best: (Place & { distanceMetres: number }) | undefined;
    for (const c of [cell, ...geohash.neighbors(cell)]) {
      for (const p of this.buckets.get(c) ?? []) {
        const d = haversineMetres(latitude, longitude, p.latitude, p.longitude);
        if (d <= maxMetres && (!best || d < best.distanceMetres)) best = { ...p, distanceMetres: d };
      }
    }
    return best;
  }
}
