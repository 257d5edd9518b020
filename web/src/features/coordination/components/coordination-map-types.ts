/** A point of the coordinator's maps (a swarm report), coloured by status. Degrees WGS84. */
export interface CoordinationPoint {
  id: string;
  lat: number;
  lng: number;
  colour: string;
  /** Popup text, one line each. */
  lines: string[];
  /** Heatmap weight (default 1). */
  weight?: number;
}

/** A shaded circle: a collector's radius, a domain unit, a coverage shade. */
export interface CoordinationCircle {
  lat: number;
  lng: number;
  radiusM: number;
  colour: string;
  fillOpacity?: number;
  dashed?: boolean;
}

export interface CoordinationMapData {
  points: CoordinationPoint[];
  circles: CoordinationCircle[];
  cluster?: boolean;
  heatmap?: boolean;
}
