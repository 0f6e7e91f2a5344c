export {
  checkCoupon,
  type Coupon,
  type CouponCheck,
  type CouponDiscount,
  couponDiscountFor,
  COUPON_REJECTIONS,
  type CouponRejection,
  type CouponResult,
  normalizeCouponCode,
} from './coupons.ts';
