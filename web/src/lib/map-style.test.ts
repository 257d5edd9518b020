import { afterEach, describe, expect, it, vi } from 'vitest';

async function styleUrlWith(response: Response | Error): Promise<string | null> {
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response))),
  );
  const { loadMapStyleUrl } = await import('./map-style');
  return loadMapStyleUrl();
}

describe('loadMapStyleUrl (the deployed basemap from /config.json)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the Amazon Location style that the web stack wrote into /config.json', async () => {
    const url =
      'https://maps.geo.eu-west-2.amazonaws.com/maps/v0/maps/BeeWatch-Web-map/style-descriptor?key=v1.abc';
    expect(await styleUrlWith(Response.json({ mapStyleUrl: url }))).toBe(url);
  });

  it('falls back to the offline basemap when the file is missing, not JSON, or unreachable', async () => {
    expect(await styleUrlWith(new Response('not found', { status: 404 }))).toBeNull();
    expect(await styleUrlWith(new Response('<!doctype html><html></html>', { status: 200 }))).toBeNull();
    expect(await styleUrlWith(Response.json({ mapStyleUrl: 'not a url' }))).toBeNull();
    expect(await styleUrlWith(new TypeError('Failed to fetch'))).toBeNull();
  });
});
