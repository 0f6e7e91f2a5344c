// The address map's tiles in the journeys: the server is told to load them from this origin
// (`MAP_TILES_URL`, see ./server.ts) and each page routes them to a local PNG, or fails them —
// no journey reaches a tile server on the internet.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The tile URL template the journeys' server hands the shop. */
export const e2eTilesUrl = '/e2e-tiles/{z}/{x}/{y}.png';

const tile = readFileSync(path.join(import.meta.dirname, 'fixtures/tiles/tile.png'));

/** Every map tile is the fixture PNG. */
export async function serveTiles(page: Page): Promise<void> {
  await page.route('**/e2e-tiles/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: tile }));
}

/** The tile server is unreachable: every tile request fails. */
export async function failTiles(page: Page): Promise<void> {
  await page.route('**/e2e-tiles/**', (route) => route.abort('connectionrefused'));
}
