import {
  addClusteredPoints,
  createBaseMap,
  fitPlaces,
  popupsById,
  wirePointClicks,
  type PopupPlace,
} from '@/lib/map';
import { arrowHead, circleRing } from '@/lib/map-geometry';
import type { SitesMapData, SitesMapFeature } from './sites-map-types';

const COLOURS: Record<SitesMapFeature['kind'], string> = {
  spray: '#d97706',
  hornet: '#b91c1c',
  apiary: '#15803d',
  field: '#7c3aed',
  home: '#2563eb',
  estimate: '#7e22ce',
  swarm: '#a16207',
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
  const map = createBaseMap(container, { center: centre, zoom: data.zoom ?? 12, ariaLabel, styleUrl });
  // The container may get its final size after the map is created (fonts, layout, modals).
  const resizer = new ResizeObserver(() => map.resize());
  resizer.observe(container);
  const fitAll = () =>
    fitPlaces(
      map,
      [
        ...[...data.points, ...(data.mustShow ?? [])].map((p): [number, number] => [p.lng, p.lat]),
        ...data.arrows.flatMap((a) => [a.from, a.to]),
      ],
      50,
      14,
    );
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

  const byId = new Map<string, PopupPlace>();
  for (const p of data.points) byId.set(p.id, p);
  for (const a of data.arrows) byId.set(a.id, { lng: a.from[0], lat: a.from[1], lines: a.lines });
  const popups = popupsById(map, byId, '280px');

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
    addClusteredPoints(
      map,
      data.points.map((p) => ({
        type: 'Feature',
        properties: { id: p.id, colour: COLOURS[p.kind] },
        geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
      })),
      { cluster: true, clusterRadius: 40, clusterMaxZoom: 13, clusterOpacity: 0.8 },
    );
  });
  wirePointClicks(map, ['points', 'arrow-lines'], popups.show, onPick ? 'crosshair' : '');
  if (onPick) {
    map.getCanvas().style.cursor = 'crosshair';
    map.on('click', (e) => onPick(e.lngLat.lat, e.lngLat.lng));
  }

  return {
    openPopup: popups.openPopup,
    recentre: () => map.easeTo({ center: centre, zoom: data.zoom ?? 12 }),
    fitAll,
    remove: () => {
      resizer.disconnect();
      map.remove();
    },
  };
}
