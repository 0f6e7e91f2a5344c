import type { StoreSettings } from '@juicyin/contract';

export type MapTiles = StoreSettings['mapTiles'];

/** OpenStreetMap's tile server, the store's map unless told otherwise (its usage policy asks for the attribution). */
export const defaultMapTiles: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

/**
 * The map's tile server from the environment: `MAP_TILES_URL` (a Leaflet URL template with `{z}`,
 * `{x}`, `{y}`; an absolute http(s) URL or a path on this origin) and `MAP_TILES_ATTRIBUTION`.
 * Unset, OpenStreetMap's. A URL that is neither is refused at start-up rather than shown broken.
 */
export function mapTilesFromEnv(env: Readonly<Record<string, string | undefined>>): MapTiles {
  const url = env['MAP_TILES_URL']?.trim() || undefined;
  const attribution = env['MAP_TILES_ATTRIBUTION']?.trim() || undefined;
  if (url === undefined) return attribution === undefined ? defaultMapTiles : { ...defaultMapTiles, attribution };
  if (!url.startsWith('/') && !/^https?:\/\//.test(url)) {
    throw new Error(`MAP_TILES_URL must be an http(s) URL or a path on this server, not "${url}"`);
  }
  return { url, attribution: attribution ?? '' };
}

/** The origin the shop loads tiles from, for the Content-Security-Policy's img-src; null when on this origin. */
export function tileImageSource(tiles: MapTiles): string | null {
  if (tiles.url.startsWith('/')) return null;
  // The template's braces are not valid in a host; only the origin is needed.
  return new URL(tiles.url.replace(/\{[a-z]\}/g, '0')).origin;
}
