export { listMyCoupons } from './endpoints.ts';
export { type MyCoupon, myCouponSchema, type MyCoupons, myCouponsSchema } from './schemas.ts';
