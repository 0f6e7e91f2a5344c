export { ProductGrid, type ProductGridProps, productGridStyles } from './product-grid.tsx';
