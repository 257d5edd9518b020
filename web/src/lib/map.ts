import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { MAP_ZOOM_MULTIPLE, MAP_ZOOM_SINGLE } from '@beewatch/shared';

// After bundling, maplibre-gl 6 looks for its worker at a path that does not exist; point it at
// the emitted asset (local-stack-findings.md).
maplibregl.setWorkerUrl(workerUrl);

/** A point to draw; `lines` are the texts of its popup (e.g. date and category). */
export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  lines: string[];
}

/** Offline basemap: a light background and the country outlines served at /basemap (no tiles, no glyphs). */
export function offlineStyle(): maplibregl.StyleSpecification {
  return {
    version: 8,
    sources: {
      countries: {
        type: 'geojson',
        // Absolute, because the worker resolves relative URLs against its own script URL.
        data: new URL('/basemap/countries.geojson', window.location.origin).href,
        attribution: 'Natural Earth',
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#dcebf5' } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f6f4ec' } },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': '#8a97a6', 'line-width': 0.8 },
      },
    ],
  };
}

export interface PointsMapHandle {
  /** Centres on a point and opens its popup. */
  openPopup: (id: string) => void;
  remove: () => void;
}

/** What a popup shows, and where: its texts are drawn one paragraph a line. */
export interface PopupPlace {
  lng: number;
  lat: number;
  lines: string[];
}

/** A popup's content: one paragraph a line, as DOM text, never HTML (the texts may be user input). */
export function popupNode(lines: string[]): HTMLElement {
  const root = document.createElement('div');
  root.className = 'map-popup';
  for (const line of lines) {
    const p = document.createElement('p');
    p.textContent = line;
    root.append(p);
  }
  return root;
}

/** Where a new map opens and how screen readers name it. */
export interface BaseMapOptions {
  center: [number, number];
  zoom: number;
  ariaLabel: string;
  /** The configured style in AWS; null for the offline basemap. */
  styleUrl: string | null;
}

/**
 * A MapLibre map in `container` with the portal's common setup: the offline basemap unless a style
 * is configured, a canvas that screenshots can read, full attribution, the canvas named by
 * `ariaLabel` and zoom buttons (no compass) at the top right.
 */
export function createBaseMap(container: HTMLElement, options: BaseMapOptions): maplibregl.Map {
  const map = new maplibregl.Map({
    container,
    style: options.styleUrl ?? offlineStyle(),
    center: options.center,
    zoom: options.zoom,
    canvasContextAttributes: { preserveDrawingBuffer: true },
    attributionControl: { compact: false },
  });
  map.getCanvas().setAttribute('aria-label', options.ariaLabel);
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  return map;
}

/** Fits the view to `places` ([lng, lat]) at most at `maxZoom`, at once; nothing when empty. */
export function fitPlaces(
  map: maplibregl.Map,
  places: [number, number][],
  padding: number,
  maxZoom: number,
): void {
  const bounds = new maplibregl.LngLatBounds();
  for (const p of places) bounds.extend(p);
  if (!bounds.isEmpty()) map.fitBounds(bounds, { padding, maxZoom, duration: 0 });
}

/** Opens the popups of a map's places by id. */
export interface PopupsById {
  /** Opens the place's popup (closing the previous one); nothing for an unknown id. */
  show: (id: string) => void;
  /** Centres the map on the place at once, then opens its popup; nothing for an unknown id. */
  openPopup: (id: string) => void;
}

/**
 * One popup at a time on `map` for the `places` by id, `maxWidth` CSS wide, with a close button;
 * the texts are DOM text (popupNode).
 */
export function popupsById(
  map: maplibregl.Map,
  places: ReadonlyMap<string, PopupPlace>,
  maxWidth: string,
): PopupsById {
  let popup: maplibregl.Popup | null = null;
  const show = (id: string) => {
    const place = places.get(id);
    if (!place) return;
    popup?.remove();
    popup = new maplibregl.Popup({ closeButton: true, maxWidth })
      .setLngLat([place.lng, place.lat])
      .setDOMContent(popupNode(place.lines))
      .addTo(map);
  };
  return {
    show,
    openPopup: (id) => {
      const place = places.get(id);
      if (!place) return;
      map.easeTo({ center: [place.lng, place.lat], duration: 0 });
      show(id);
    },
  };
}

/** The `id` property of the feature under a click on a layer, if any. */
function clickedId(e: maplibregl.MapLayerMouseEvent): string | undefined {
  return e.features?.[0]?.properties?.id as string | undefined;
}

/** A GeoJSON point with the `id` its popup is found by and the `colour` it is drawn in. */
export interface PointFeature {
  type: 'Feature';
  properties: { id: string; colour: string; [key: string]: unknown };
  geometry: { type: 'Point'; coordinates: number[] };
}

/** How a `points` source groups crowded points. */
export interface ClusterOptions {
  cluster: boolean;
  clusterRadius: number;
  clusterMaxZoom: number;
  /** Opacity of a cluster's disc. */
  clusterOpacity: number;
}

/**
 * Adds the `points` source of `features` (each with `id` and `colour` properties) and two circle
 * layers: `clusters` (slate discs sized by how many points they hold) and `points` (8 px discs in
 * each feature's colour, white outline). A click on a cluster zooms in until it splits.
 */
export function addClusteredPoints(
  map: maplibregl.Map,
  features: PointFeature[],
  options: ClusterOptions,
): void {
  map.addSource('points', {
    type: 'geojson',
    cluster: options.cluster,
    clusterRadius: options.clusterRadius,
    clusterMaxZoom: options.clusterMaxZoom,
    data: { type: 'FeatureCollection', features },
  });
  map.addLayer({
    id: 'clusters',
    type: 'circle',
    source: 'points',
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': '#334155',
      'circle-opacity': options.clusterOpacity,
      'circle-radius': ['step', ['get', 'point_count'], 14, 10, 20, 50, 26],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
  map.addLayer({
    id: 'points',
    type: 'circle',
    source: 'points',
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-radius': 8,
      'circle-color': ['get', 'colour'],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
}

/** Zooms in on a clicked cluster of the `points` source until it splits. */
function zoomIntoClusters(map: maplibregl.Map): void {
  map.on('click', 'clusters', (e) => {
    const feature = e.features?.[0];
    const source = map.getSource('points') as maplibregl.GeoJSONSource | undefined;
    if (!feature || !source) return;
    void source.getClusterExpansionZoom(feature.properties.cluster_id as number).then((zoom) => {
      map.easeTo({
        center: (feature.geometry as unknown as { coordinates: [number, number] }).coordinates,
        zoom,
      });
    });
  });
}

/** A pointer cursor over the clickable `layers`; `idle` is the cursor elsewhere. */
function pointerOverLayers(map: maplibregl.Map, layers: string[], idle = ''): void {
  for (const layer of layers) {
    map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = idle));
  }
}

/**
 * The clicks of a clustered points map (see addClusteredPoints): a click on a feature of `layers`
 * passes its `id` property to `onId`, a click on a cluster zooms in until it splits, and the cursor
 * is a pointer over those layers and the clusters, `idle` elsewhere.
 */
export function wirePointClicks(
  map: maplibregl.Map,
  layers: string[],
  onId: (id: string) => void,
  idle = '',
): void {
  for (const layer of layers) {
    map.on('click', layer, (e) => {
      const id = clickedId(e);
      if (id) onId(id);
    });
  }
  zoomIntoClusters(map);
  pointerOverLayers(map, [...layers, 'clusters'], idle);
}

/**
 * Creates a MapLibre map in `container` showing `points` as red circles (spec §9: zoom 13 for
 * one point; several are fitted in view, at most zoom 10). Clicking a point opens its popup.
 */
export function createPointsMap(
  container: HTMLElement,
  points: MapPoint[],
  ariaLabel: string,
  styleUrl: string | null,
): PointsMapHandle {
  const map = createBaseMap(container, {
    center: points.length ? [points[0].lng, points[0].lat] : [2.5, 47],
    zoom: points.length === 1 ? MAP_ZOOM_SINGLE : MAP_ZOOM_MULTIPLE,
    ariaLabel,
    styleUrl,
  });
  if (points.length > 1) {
    fitPlaces(
      map,
      points.map((p) => [p.lng, p.lat]),
      40,
      MAP_ZOOM_MULTIPLE,
    );
  }

  const popups = popupsById(map, new Map(points.map((p) => [p.id, p] as const)), '260px');

  map.on('load', () => {
    map.addSource('points', {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: points.map((p) => ({
          type: 'Feature',
          properties: { id: p.id },
          geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
        })),
      },
    });
    map.addLayer({
      id: 'points',
      type: 'circle',
      source: 'points',
      paint: {
        'circle-radius': 7,
        'circle-color': '#d62828',
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    });
  });
  map.on('click', 'points', (e) => {
    const id = clickedId(e);
    if (id) popups.show(id);
  });
  pointerOverLayers(map, ['points']);

  return { openPopup: popups.openPopup, remove: () => map.remove() };
}
