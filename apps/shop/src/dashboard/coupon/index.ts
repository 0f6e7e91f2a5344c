export { StaffCouponPage } from './staff-coupon-page.tsx';
