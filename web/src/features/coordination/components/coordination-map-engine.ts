import * as maplibregl from 'maplibre-gl';
import { offlineStyle } from '@/lib/map';
import type { CoordinationMapData } from './coordination-map-types';

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** A closed [lng, lat] ring approximating a circle on the sphere (48 sides). */
function circleRing(lat: number, lng: number, radiusM: number): [number, number][] {
  const d = radiusM / EARTH_RADIUS_M;
  const φ1 = rad(lat);
  const ring: [number, number][] = [];
  for (let i = 0; i <= 48; i += 1) {
    const θ = rad((360 * i) / 48);
    const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(θ));
    const λ2 =
      rad(lng) +
      Math.atan2(Math.sin(θ) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
    ring.push([deg(λ2), deg(φ2)]);
  }
  return ring;
}

function popupNode(lines: string[]): HTMLElement {
  // DOM text, never HTML: descriptions come from the public.
  const root = document.createElement('div');
  root.className = 'map-popup';
  for (const line of lines) {
    const p = document.createElement('p');
    p.textContent = line;
    root.append(p);
  }
  return root;
}

export interface CoordinationMapHandle {
  openPopup: (id: string) => void;
  remove: () => void;
}

/**
 * A MapLibre map of the coordinator's workspace: shaded circles (domain units, coverage, collectors'
 * radii), points coloured one by one (clustered where they crowd) or, in heatmap mode, a heatmap of
 * the same points. Offline basemap locally, the configured style in AWS.
 */
export function createCoordinationMap(
  container: HTMLElement,
  data: CoordinationMapData,
  ariaLabel: string,
  styleUrl: string | null,
): CoordinationMapHandle {
  const all: [number, number][] = [
    ...data.points.map((p) => [p.lng, p.lat] as [number, number]),
    ...data.circles.map((c) => [c.lng, c.lat] as [number, number]),
  ];
  const map = new maplibregl.Map({
    container,
    style: styleUrl ?? offlineStyle(),
    center: all[0] ?? [-0.57, 51.24],
    zoom: 10,
    canvasContextAttributes: { preserveDrawingBuffer: true },
    attributionControl: { compact: false },
  });
  map.getCanvas().setAttribute('aria-label', ariaLabel);
  const resizer = new ResizeObserver(() => map.resize());
  resizer.observe(container);
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  if (all.length > 1) {
    const bounds = new maplibregl.LngLatBounds();
    for (const p of all) bounds.extend(p);
    map.fitBounds(bounds, { padding: 40, maxZoom: 12, duration: 0 });
  }
  const byId = new Map(data.points.map((p) => [p.id, p]));
  let popup: maplibregl.Popup | null = null;
  const show = (id: string) => {
    const p = byId.get(id);
    if (!p) return;
    popup?.remove();
    popup = new maplibregl.Popup({ closeButton: true, maxWidth: '280px' })
      .setLngLat([p.lng, p.lat])
      .setDOMContent(popupNode(p.lines))
      .addTo(map);
  };

  map.on('load', () => {
    map.addSource('circles', {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: data.circles.map((c) => ({
          type: 'Feature',
          properties: { colour: c.colour, opacity: c.fillOpacity ?? 0.15, dashed: c.dashed ? 1 : 0 },
          geometry: { type: 'Polygon', coordinates: [circleRing(c.lat, c.lng, c.radiusM)] },
        })),
      },
    });
    map.addLayer({
      id: 'circles-fill',
      type: 'fill',
      source: 'circles',
      paint: { 'fill-color': ['get', 'colour'], 'fill-opacity': ['get', 'opacity'] },
    });
    map.addLayer({
      id: 'circles-line',
      type: 'line',
      source: 'circles',
      paint: { 'line-color': ['get', 'colour'], 'line-width': 1.5 },
    });
    const features = data.points.map((p) => ({
      type: 'Feature' as const,
      properties: { id: p.id, colour: p.colour, weight: p.weight ?? 1 },
      geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
    }));
    if (data.heatmap) {
      map.addSource('heat', { type: 'geojson', data: { type: 'FeatureCollection', features } });
      map.addLayer({
        id: 'heat',
        type: 'heatmap',
        source: 'heat',
        paint: {
          'heatmap-weight': ['get', 'weight'],
          'heatmap-radius': ['interpolate', ['linear'], ['zoom'], 6, 12, 13, 40],
          'heatmap-intensity': ['interpolate', ['linear'], ['zoom'], 6, 0.8, 13, 2],
          'heatmap-opacity': 0.8,
        },
      });
      return;
    }
    map.addSource('points', {
      type: 'geojson',
      cluster: data.cluster ?? false,
      clusterRadius: 36,
      clusterMaxZoom: 12,
      data: { type: 'FeatureCollection', features },
    });
    map.addLayer({
      id: 'clusters',
      type: 'circle',
      source: 'points',
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': '#334155',
        'circle-opacity': 0.85,
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
  });
  map.on('click', 'points', (e) => {
    const id = e.features?.[0]?.properties?.id as string | undefined;
    if (id) show(id);
  });
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
  for (const layer of ['points', 'clusters']) {
    map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
  }
  return {
    openPopup: (id) => {
      const p = byId.get(id);
      if (!p) return;
      map.easeTo({ center: [p.lng, p.lat], duration: 0 });
      show(id);
    },
    remove: () => {
      resizer.disconnect();
      map.remove();
    },
  };
}
