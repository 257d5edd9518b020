import * as maplibregl from 'maplibre-gl';
import { offlineStyle } from '@/lib/map';
import type { SitesMapData, SitesMapFeature } from './sites-map-types';

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Point `distanceM` from a start along a bearing (sphere), as [lng, lat]. */
function destination(lat: number, lng: number, bearingDeg: number, distanceM: number): [number, number] {
  const d = distanceM / EARTH_RADIUS_M;
  const φ1 = rad(lat);
  const θ = rad(bearingDeg);
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(θ));
  const λ2 =
    rad(lng) +
    Math.atan2(Math.sin(θ) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
  return [deg(λ2), deg(φ2)];
}

/** A closed ring approximating a circle (64 sides). */
export function circleRing(lat: number, lng: number, radiusM: number): [number, number][] {
  const ring: [number, number][] = [];
  for (let i = 0; i <= 64; i += 1) ring.push(destination(lat, lng, (360 * i) / 64, radiusM));
  return ring;
}

/** The head of an arrow at `to`, pointing away from `from`: a small closed triangle. */
export function arrowHead(from: [number, number], to: [number, number]): [number, number][] {
  const cos = Math.cos(rad(to[1]));
  const dx = (to[0] - from[0]) * cos;
  const dy = to[1] - from[1];
  const length = Math.hypot(dx, dy);
  if (length === 0) return [to, to, to, to];
  const size = Math.min(length * 0.25, 0.0012);
  const back = Math.atan2(-dx, -dy);
  const wing = (a: number): [number, number] => [
    to[0] + (Math.sin(back + a) * size) / cos,
    to[1] + Math.cos(back + a) * size,
  ];
  return [to, wing(0.45), wing(-0.45), to];
}

const COLOURS: Record<SitesMapFeature['kind'], string> = {
  spray: '#d97706',
  hornet: '#b91c1c',
  apiary: '#15803d',
  field: '#7c3aed',
  home: '#2563eb',
  estimate: '#7e22ce',
  case: '#be123c',
  standstill: '#c2410c',
  overdue: '#475569',
};

export interface SitesMapHandle {
  openPopup: (id: string) => void;
  recentre: () => void;
  /** Fits the view to every point, arrow and `mustShow` place. */
  fitAll: () => void;
  remove: () => void;
}

function popupNode(lines: string[]): HTMLElement {
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
 * A MapLibre map of sites: clustered points coloured by kind, arrows (sighting → calculated
 * point), polygons (bearing cones, error ellipses) and an optional circle (spec §9: radius km ×
 * 1000, red). Offline basemap locally, the configured style in AWS. Popups are DOM text.
 */
export function createSitesMap(
  container: HTMLElement,
  data: SitesMapData,
  ariaLabel: string,
  styleUrl: string | null,
  onPick?: (lat: number, lng: number) => void,
  onView?: (outOfView: number) => void,
): SitesMapHandle {
  const centre: [number, number] = data.center
    ? [data.center.lng, data.center.lat]
    : data.points.length
      ? [data.points[0]!.lng, data.points[0]!.lat]
      : [-0.57, 51.24];
  const map = new maplibregl.Map({
    container,
    style: styleUrl ?? offlineStyle(),
    center: centre,
    zoom: data.zoom ?? 12,
    canvasContextAttributes: { preserveDrawingBuffer: true },
    attributionControl: { compact: false },
  });
  map.getCanvas().setAttribute('aria-label', ariaLabel);
  // The container may get its final size after the map is created (fonts, layout, modals).
  const resizer = new ResizeObserver(() => map.resize());
  resizer.observe(container);
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  const fitAll = () => {
    const bounds = new maplibregl.LngLatBounds();
    for (const p of [...data.points, ...(data.mustShow ?? [])]) bounds.extend([p.lng, p.lat]);
    for (const a of data.arrows) bounds.extend(a.from).extend(a.to);
    if (!bounds.isEmpty()) map.fitBounds(bounds, { padding: 50, maxZoom: 14, duration: 0 });
  };
  if (data.fit && !data.center) fitAll();
  // The view in the DOM (zoom, centre) and how many must-show places it leaves out.
  const reportView = () => {
    const c = map.getCenter();
    container.dataset.zoom = map.getZoom().toFixed(2);
    container.dataset.center = `${c.lat.toFixed(5)},${c.lng.toFixed(5)}`;
    const view = map.getBounds();
    onView?.((data.mustShow ?? []).filter((p) => !view.contains([p.lng, p.lat])).length);
  };
  map.on('load', reportView);
  map.on('moveend', reportView);
  map.on('resize', reportView);

  const byId = new Map<string, { lng: number; lat: number; lines: string[] }>();
  for (const p of data.points) byId.set(p.id, p);
  for (const a of data.arrows) byId.set(a.id, { lng: a.from[0], lat: a.from[1], lines: a.lines });
  let popup: maplibregl.Popup | null = null;
  const show = (p: { lng: number; lat: number; lines: string[] }) => {
    popup?.remove();
    popup = new maplibregl.Popup({ closeButton: true, maxWidth: '280px' })
      .setLngLat([p.lng, p.lat])
      .setDOMContent(popupNode(p.lines))
      .addTo(map);
  };

  map.on('load', () => {
    const polygon = (ring: [number, number][]) => ({ type: 'Polygon' as const, coordinates: [ring] });
    if (data.circle) {
      map.addSource('circle', {
        type: 'geojson',
        data: {
          type: 'Feature',
          properties: {},
          geometry: polygon(circleRing(data.circle.lat, data.circle.lng, data.circle.radiusM)),
        },
      });
      map.addLayer({
        id: 'circle-fill',
        type: 'fill',
        source: 'circle',
        paint: { 'fill-color': data.circle.color, 'fill-opacity': 0.04 },
      });
      map.addLayer({
        id: 'circle-line',
        type: 'line',
        source: 'circle',
        paint: { 'line-color': data.circle.color, 'line-width': 2.5 },
      });
    }
    map.addSource('areas', {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: data.polygons.map((p) => ({
          type: 'Feature',
          properties: { kind: p.kind },
          geometry: polygon(p.ring),
        })),
      },
    });
    map.addLayer({
      id: 'areas-fill',
      type: 'fill',
      source: 'areas',
      paint: {
        'fill-color': ['match', ['get', 'kind'], 'ellipse', '#7e22ce', 'ring', '#be123c', '#f59e0b'],
        'fill-opacity': ['match', ['get', 'kind'], 'ellipse', 0.25, 'ring', 0.06, 0.1],
      },
    });
    map.addLayer({
      id: 'areas-line',
      type: 'line',
      source: 'areas',
      paint: {
        'line-color': ['match', ['get', 'kind'], 'ellipse', '#7e22ce', 'ring', '#be123c', '#d97706'],
        'line-width': ['match', ['get', 'kind'], 'ellipse', 2, 'ring', 2, 0.6],
      },
    });
    map.addSource('arrows', {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: data.arrows.flatMap((a) => [
          {
            type: 'Feature' as const,
            properties: { id: a.id },
            geometry: { type: 'LineString' as const, coordinates: [a.from, a.to] },
          },
          {
            type: 'Feature' as const,
            properties: { id: a.id },
            geometry: polygon(arrowHead(a.from, a.to)),
          },
        ]),
      },
    });
    map.addLayer({
      id: 'arrow-lines',
      type: 'line',
      source: 'arrows',
      filter: ['==', ['geometry-type'], 'LineString'],
      paint: { 'line-color': '#b91c1c', 'line-width': 3 },
    });
    map.addLayer({
      id: 'arrow-heads',
      type: 'fill',
      source: 'arrows',
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': '#b91c1c' },
    });
    map.addSource('points', {
      type: 'geojson',
      cluster: true,
      clusterRadius: 40,
      clusterMaxZoom: 13,
      data: {
        type: 'FeatureCollection',
        features: data.points.map((p) => ({
          type: 'Feature',
          properties: { id: p.id, colour: COLOURS[p.kind] },
          geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
        })),
      },
    });
    map.addLayer({
      id: 'clusters',
      type: 'circle',
      source: 'points',
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': '#334155',
        'circle-opacity': 0.8,
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
    const p = id ? byId.get(id) : undefined;
    if (p) show(p);
  });
  map.on('click', 'arrow-lines', (e) => {
    const id = e.features?.[0]?.properties?.id as string | undefined;
    const p = id ? byId.get(id) : undefined;
    if (p) show(p);
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
  if (onPick) {
    map.getCanvas().style.cursor = 'crosshair';
    map.on('click', (e) => onPick(e.lngLat.lat, e.lngLat.lng));
  }
  for (const layer of ['points', 'clusters', 'arrow-lines']) {
    map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = onPick ? 'crosshair' : ''));
  }

  return {
    openPopup: (id) => {
      const p = byId.get(id);
      if (!p) return;
      map.easeTo({ center: [p.lng, p.lat], duration: 0 });
      show(p);
    },
    recentre: () => map.easeTo({ center: centre, zoom: data.zoom ?? 12 }),
    fitAll,
    remove: () => {
      resizer.disconnect();
      map.remove();
    },
  };
}
