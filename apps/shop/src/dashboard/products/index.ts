export { DashboardProductsPage } from './products-page.tsx';
