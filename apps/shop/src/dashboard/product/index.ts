export { StaffProductPage } from './staff-product-page.tsx';
