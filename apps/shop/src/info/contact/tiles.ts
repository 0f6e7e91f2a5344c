/** A map tile's size in pixels (the web map standard). */
export const TILE = 256;

export interface TileGrid {
  /** Each tile's address and where it sits, in pixels from the grid's top-left corner. */
  readonly tiles: readonly { readonly key: string; readonly url: string; readonly x: number; readonly y: number }[];
  /** Where the location falls, in pixels from the grid's top-left corner. */
  readonly pin: { readonly x: number; readonly y: number };
  readonly width: number;
  readonly height: number;
}

/**
 * The tiles around a location at a zoom level (Web Mercator, as OpenStreetMap's tiles are cut):
 * `columns` × `rows` tiles with the location's tile in the middle, and where the location falls on them.
 */
export function tileGrid(
  template: string,
  location: { readonly lat: number; readonly lng: number },
  zoom: number,
  columns = 5,
  rows = 3,
): TileGrid {
  const scale = TILE * 2 ** zoom;
  const latitude = (Math.max(-85.0511, Math.min(85.0511, location.lat)) * Math.PI) / 180;
  const px = ((location.lng + 180) / 360) * scale;
  const py = ((1 - Math.log(Math.tan(latitude) + 1 / Math.cos(latitude)) / Math.PI) / 2) * scale;
  const first = { x: Math.floor(px / TILE) - Math.floor(columns / 2), y: Math.floor(py / TILE) - Math.floor(rows / 2) };
  const count = 2 ** zoom;
  const tiles = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const x = (((first.x + column) % count) + count) % count;
      const y = first.y + row;
      if (y < 0 || y >= count) continue;
      const url = template
        .replace('{z}', String(zoom))
        .replace('{x}', String(x))
        .replace('{y}', String(y))
        .replace('{s}', 'a');
      tiles.push({ key: `${x}/${y}`, url, x: column * TILE, y: row * TILE });
    }
  }
  return {
    tiles,
    pin: { x: px - first.x * TILE, y: py - first.y * TILE },
    width: columns * TILE,
    height: rows * TILE,
  };
}
