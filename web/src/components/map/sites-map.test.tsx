import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SitesMap, type SitesMapData } from './sites-map';

const data: SitesMapData = {
  center: { lat: 51.25, lng: -0.55 },
  zoom: 14,
  points: [
    {
      id: 'a',
      lat: 51.2516,
      lng: -0.5532,
      kind: 'hornet',
      lines: ['Sighting A'],
      place: 'Guildford GU1, GB',
    },
    { id: 'b', lat: -33.8688, lng: 151.2093, kind: 'hornet', lines: ['Sighting B'] },
  ],
  arrows: [{ id: 'c', from: [6.62414, 46.52087], to: [6.63, 46.52], lines: ['Line C'], place: ' ' }],
  polygons: [],
};

describe('the list under a sites map', () => {
  it('names each point by its place, else by coordinates with their hemispheres — never raw numbers', async () => {
    renderWithProviders(<SitesMap data={data} label="Test map" />);
    const list = await screen.findByRole('list', { name: 'Test map: list of points' });
    const entries = within(list)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(entries).toEqual([
      'Sighting A · Guildford GU1, GB',
      'Sighting B · 33.86880° S, 151.20930° E',
      'Line C · 46.52087° N, 6.62414° E',
    ]);
  });
});
