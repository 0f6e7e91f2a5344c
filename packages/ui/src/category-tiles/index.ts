export { type CategoryTile, CategoryTiles, type CategoryTilesProps, categoryTilesStyles } from './category-tiles.tsx';
