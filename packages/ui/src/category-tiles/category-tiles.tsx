import { cva, type VariantProps } from 'class-variance-authority';
import { Link } from 'react-aria-components';
import { ChevronEndIcon } from '../icons/index.ts';
import '../theme/tokens.css';
import './category-tiles.css';

export interface CategoryTile {
  readonly id: string;
  readonly label: string;
  readonly href: string;
  /** A short line under the label, e.g. "Orange, grape, pineapple". */
  readonly description?: string;
  /** The tile's picture; decorative, since the label names the link. */
  readonly imageSrc?: string;
  /** Static pages the shop opens in a new tab (vegetable, herb). */
  readonly target?: '_blank';
  /** The tile's colour when there is no picture. */
  readonly tone?: 'orange' | 'green' | 'berry' | 'herb';
}

export const categoryTilesStyles = cva('jui-category-tiles', {
  variants: { size: { md: 'jui-category-tiles--md', lg: 'jui-category-tiles--lg' } },
  defaultVariants: { size: 'md' },
});

export interface CategoryTilesProps extends VariantProps<typeof categoryTilesStyles> {
  /** The list's accessible name, e.g. "Shop by category". */
  readonly label: string;
  readonly tiles: readonly CategoryTile[];
  readonly className?: string;
}

/** The home page's category tiles (fruit juice, smoothies, vegetable, herb): one link each. */
export function CategoryTiles({ label, tiles, size, className }: CategoryTilesProps) {
  return (
    <ul
      aria-label={label}
      data-slot="category-tiles"
      data-variant={size ?? 'md'}
      className={categoryTilesStyles({ size, className })}
    >
      {tiles.map((tile) => (
        <li key={tile.id} className="jui-category-tiles__item">
          <Link
            href={tile.href}
            className="jui-category-tiles__tile"
            data-tone={tile.tone ?? 'orange'}
            {...(tile.target ? { target: tile.target, rel: 'noopener' } : {})}
          >
            {tile.imageSrc ? <img className="jui-category-tiles__image" src={tile.imageSrc} alt="" /> : null}
            <span className="jui-category-tiles__text">
              <span className="jui-category-tiles__label">
                {tile.label}
                <ChevronEndIcon size="sm" />
              </span>
              {tile.description ? <span className="jui-category-tiles__description">{tile.description}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
