export { ProductImagesSection } from './product-images-section.tsx';
