export { NewProductPage } from './new-product-page.tsx';
