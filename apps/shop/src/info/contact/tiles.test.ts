import { describe, expect, it } from 'vitest';
import { TILE, tileGrid } from './tiles.ts';

describe('tileGrid', () => {
  it("puts Riyadh's pin on the OpenStreetMap tile that shows it, in the middle of the grid", () => {
    // At zoom 15, 24.7136 N 46.6753 E is on tile x 20632, y 14061 (the slippy map formula: y = (1 − asinh(tan φ)/π)/2 · 2^z).
    const grid = tileGrid('https://tile.openstreetmap.org/{z}/{x}/{y}.png', { lat: 24.7136, lng: 46.6753 }, 15);
    expect(grid.tiles).toHaveLength(15);
    const middle = grid.tiles[7];
    expect(middle?.url).toBe('https://tile.openstreetmap.org/15/20632/14061.png');
    expect(grid.pin.x).toBeGreaterThanOrEqual(middle?.x ?? -1);
    expect(grid.pin.x).toBeLessThan((middle?.x ?? 0) + TILE);
    expect(grid.pin.y).toBeGreaterThanOrEqual(middle?.y ?? -1);
    expect(grid.pin.y).toBeLessThan((middle?.y ?? 0) + TILE);
  });

  it('wraps around the antimeridian and leaves out rows beyond the poles', () => {
    const grid = tileGrid('{z}/{x}/{y}', { lat: 85, lng: -179.99 }, 1, 3, 3);
    expect(grid.tiles.map((tile) => tile.url)).toEqual(['1/1/0', '1/0/0', '1/1/0', '1/1/1', '1/0/1', '1/1/1']);
  });
});
