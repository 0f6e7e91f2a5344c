export { DashboardCouponsPage } from './coupons-page.tsx';
