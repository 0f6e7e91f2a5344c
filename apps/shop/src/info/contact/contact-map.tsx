import type { StoreSettings } from '@juicyin/contract';
import { tileGrid } from './tiles.ts';

const ZOOM = 15;

/**
 * The shop's pin on a map: the store's map tiles around its location, drawn as plain images (no map
 * library, nothing read from the browser: it renders on the server too). One image to assistive
 * technology, named with the address.
 */
export function ContactMap({
  tiles,
  location,
  label,
}: {
  readonly tiles: StoreSettings['mapTiles'];
  readonly location: StoreSettings['contact']['location'];
  readonly label: string;
}) {
  const grid = tileGrid(tiles.url, location, ZOOM);
  return (
    // A map is not mirrored for a right-to-left language: east stays on the right.
    <figure className="shop-contact-map" dir="ltr">
      <div className="shop-contact-map__view" role="img" aria-label={label}>
        <div
          className="shop-contact-map__tiles"
          style={{
            inlineSize: grid.width,
            blockSize: grid.height,
            transform: `translate(${-grid.pin.x}px, ${-grid.pin.y}px)`,
          }}
        >
          {grid.tiles.map((tile) => (
            <img
              key={tile.key}
              src={tile.url}
              alt=""
              width={256}
              height={256}
              className="shop-contact-map__tile"
              style={{ insetInlineStart: tile.x, insetBlockStart: tile.y }}
              // A tile the tile server cannot send leaves the map's plain ground, not a broken image.
              onError={(event) => {
                event.currentTarget.style.visibility = 'hidden';
              }}
            />
          ))}
        </div>
        <svg className="shop-contact-map__pin" viewBox="0 0 24 32" width="32" height="42" aria-hidden="true">
          <path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 20 12 20s12-11 12-20C24 5.4 18.6 0 12 0z" />
          <circle cx="12" cy="12" r="4.5" fill="#fff" />
        </svg>
      </div>
      <figcaption className="shop-contact-map__attribution">{tiles.attribution}</figcaption>
    </figure>
  );
}
