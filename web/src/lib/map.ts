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

function popupNode(lines: string[]): HTMLElement {
  // DOM text, never HTML: notes and categories are user input.
  const root = document.createElement('div');
  root.className = 'map-popup';
  for (const line of lines) {
    const p = document.createElement('p');
    p.textContent = line;
    root.append(p);
  }
  return root;
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
  const single = points.length === 1;
  const map = new maplibregl.Map({
    container,
    style: styleUrl ?? offlineStyle(),
    center: points.length ? [points[0].lng, points[0].lat] : [2.5, 47],
    zoom: single ? MAP_ZOOM_SINGLE : MAP_ZOOM_MULTIPLE,
    canvasContextAttributes: { preserveDrawingBuffer: true },
    attributionControl: { compact: false },
  });
  map.getCanvas().setAttribute('aria-label', ariaLabel);
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');

  if (points.length > 1) {
    const bounds = new maplibregl.LngLatBounds();
    for (const p of points) bounds.extend([p.lng, p.lat]);
    map.fitBounds(bounds, { padding: 40, maxZoom: MAP_ZOOM_MULTIPLE, duration: 0 });
  }

  const byId = new Map(points.map((p) => [p.id, p] as const));
  let popup: maplibregl.Popup | null = null;
  const show = (p: MapPoint) => {
    popup?.remove();
    popup = new maplibregl.Popup({ closeButton: true, maxWidth: '260px' })
      .setLngLat([p.lng, p.lat])
      .setDOMContent(popupNode(p.lines))
      .addTo(map);
  };

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
    const id = e.features?.[0]?.properties?.id as string | undefined;
    const p = id ? byId.get(id) : undefined;
    if (p) show(p);
  });
  map.on('mouseenter', 'points', () => (map.getCanvas().style.cursor = 'pointer'));
  map.on('mouseleave', 'points', () => (map.getCanvas().style.cursor = ''));

  return {
    openPopup: (id) => {
      const p = byId.get(id);
      if (!p) return;
      map.easeTo({ center: [p.lng, p.lat], duration: 0 });
      show(p);
    },
    remove: () => map.remove(),
  };
}
