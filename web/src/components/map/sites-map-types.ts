/** What a sites map draws (components/map/sites-map.tsx). Coordinates in WGS84 degrees. */
export interface SitesMapFeature {
  id: string;
  lat: number;
  lng: number;
  /** Popup and list text. */
  lines: string[];
  /** Place name for the list under the map (an address, a town); coordinates when absent. */
  place?: string | null;
  kind:
    | 'spray'
    | 'hornet'
    | 'apiary'
    | 'field'
    | 'home'
    | 'estimate'
    // A swarm report, placed at its area unit's centroid (SwarmWatch's area map).
    | 'swarm'
    // The bee inspector's map: a confirmed foulbrood case, an open standstill, an overdue apiary.
    | 'case'
    | 'standstill'
    | 'overdue';
}

/** An arrow from a sighting to its calculated point, [lng, lat]. */
export interface SitesMapArrow {
  id: string;
  from: [number, number];
  to: [number, number];
  lines: string[];
  /** Place name of the sighting for the list under the map; coordinates when absent. */
  place?: string | null;
}

/** A closed [lng, lat] ring: a bearing cone, an error ellipse or a radius ring (e.g. 3 km of a case). */
export interface SitesMapPolygon {
  id: string;
  kind: 'cone' | 'ellipse' | 'ring';
  ring: [number, number][];
}

export interface SitesMapData {
  center?: { lat: number; lng: number };
  zoom?: number;
  /** Fit the view to the points and arrows (when no centre is given). */
  fit?: boolean;
  circle?: { lat: number; lng: number; radiusM: number; color: string };
  /**
   * Places that should be in view at the given centre and zoom (Map Selected, spec §9); when some
   * are not, the map says how many and offers to fit them all.
   */
  mustShow?: { lat: number; lng: number }[];
  points: SitesMapFeature[];
  arrows: SitesMapArrow[];
  polygons: SitesMapPolygon[];
}
