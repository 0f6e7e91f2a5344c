export { StaffOrderPage } from './staff-order-page.tsx';
