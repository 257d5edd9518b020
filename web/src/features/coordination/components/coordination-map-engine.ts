import { addClusteredPoints, createBaseMap, fitPlaces, popupsById, wirePointClicks } from '@/lib/map';
import { circleRing } from '@/lib/map-geometry';
import type { CoordinationMapData } from './coordination-map-types';

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
  const map = createBaseMap(container, { center: all[0] ?? [-0.57, 51.24], zoom: 10, ariaLabel, styleUrl });
  const resizer = new ResizeObserver(() => map.resize());
  resizer.observe(container);
  if (all.length > 1) fitPlaces(map, all, 40, 12);
  const popups = popupsById(map, new Map(data.points.map((p) => [p.id, p])), '280px');

  map.on('load', () => {
    map.addSource('circles', {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: data.circles.map((c) => ({
          type: 'Feature',
          properties: { colour: c.colour, opacity: c.fillOpacity ?? 0.15, dashed: c.dashed ? 1 : 0 },
          geometry: { type: 'Polygon', coordinates: [circleRing(c.lat, c.lng, c.radiusM, 48)] },
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
    addClusteredPoints(map, features, {
      cluster: data.cluster ?? false,
      clusterRadius: 36,
      clusterMaxZoom: 12,
      clusterOpacity: 0.85,
    });
  });
  wirePointClicks(map, ['points'], popups.show);
  return {
    openPopup: popups.openPopup,
    remove: () => {
      resizer.disconnect();
      map.remove();
    },
  };
}
