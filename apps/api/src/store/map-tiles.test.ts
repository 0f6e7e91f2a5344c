import type { StoreSettings } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Browser, drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';
import { defaultMapTiles, mapTilesFromEnv, tileImageSource } from './map-tiles.ts';

vi.setConfig({ testTimeout: 120_000 });

describe('the map tiles setting', () => {
  it("is OpenStreetMap's with its attribution when the environment says nothing", () => {
    expect(mapTilesFromEnv({})).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(mapTilesFromEnv({ MAP_TILES_ATTRIBUTION: '© OSM and friends' }).attribution).toBe('© OSM and friends');
  });

  it('takes another server or a path on this origin, and refuses anything else at start-up', () => {
    expect(mapTilesFromEnv({ MAP_TILES_URL: ' https://tiles.example.sa/{z}/{x}/{y}.png ' })).toEqual({
      url: 'https://tiles.example.sa/{z}/{x}/{y}.png',
      attribution: '',
    });
    expect(mapTilesFromEnv({ MAP_TILES_URL: '/tiles/{z}/{x}/{y}.png', MAP_TILES_ATTRIBUTION: 'Local' })).toEqual({
      url: '/tiles/{z}/{x}/{y}.png',
      attribution: 'Local',
    });
    expect(() => mapTilesFromEnv({ MAP_TILES_URL: 'javascript:alert(1)' })).toThrow(/MAP_TILES_URL/);
  });

  it("names the tile server's origin for the CSP, and none for tiles on this origin", () => {
    expect(tileImageSource(defaultMapTiles)).toBe('https://tile.openstreetmap.org');
    expect(tileImageSource({ url: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: '' })).toBe('http://127.0.0.1:9');
    expect(tileImageSource({ url: '/tiles/{z}/{x}/{y}.png', attribution: '' })).toBeNull();
  });
});

describe.each(drivers)('GET /api/store with the map tiles on %s', (driver) => {
  let osm: TestServer;
  let local: TestServer;

  beforeAll(async () => {
    osm = await startTestServer(driver);
    local = await startTestServer(driver, {
      mapTiles: { url: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png', attribution: 'Test tiles' },
    });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await osm.close();
    await local.close();
  });

  it("sends OpenStreetMap's tiles by default and lets the shop's pages load them", async () => {
    const response = await new Browser(osm.baseUrl).fetch('/api/store');
    const settings = (await response.json()) as StoreSettings;
    expect(settings.mapTiles).toEqual(defaultMapTiles);
    expect(response.headers.get('content-security-policy')).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org;",
    );
  });

  it('sends the configured tile server, allowed by the CSP, beside the settings from the database', async () => {
    const response = await new Browser(local.baseUrl).fetch('/api/store');
    const settings = (await response.json()) as StoreSettings;
    expect(settings.mapTiles).toEqual({ url: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png', attribution: 'Test tiles' });
    expect(settings.deliveryZones.length).toBeGreaterThan(0);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("img-src 'self' data: blob: http://127.0.0.1:9;");
    expect(csp).not.toContain('openstreetmap');
  });
});
