import { defineEndpoint } from '../endpoint.ts';
import {
  staffCouponCreateBodySchema,
  staffCouponGrantBodySchema,
  staffCouponGrantSchema,
  staffCouponHeadersSchema,
  staffCouponListQuerySchema,
  staffCouponListSchema,
  staffCouponParamsSchema,
  staffCouponSchema,
  staffCouponUpdateBodySchema,
} from './coupons-schemas.ts';
import { notStaff } from './not-staff.ts';

const hidden = notStaff('no such coupon');

export const listStaffCoupons = defineEndpoint({
  id: 'listStaffCoupons',
  method: 'GET',
  path: '/api/staff/coupons',
  tag: 'staff',
  staff: true,
  summary: 'Staff: the coupons by code, with their uses and state (active, scheduled, expired, used up), paginated',
  query: staffCouponListQuerySchema,
  response: staffCouponListSchema,
  errors: [hidden],
});

export const getStaffCoupon = defineEndpoint({
  id: 'getStaffCoupon',
  method: 'GET',
  path: '/api/staff/coupons/:code',
  tag: 'staff',
  staff: true,
  summary: 'Staff: one coupon with its uses (order, shopper, date, discount) and its version',
  params: staffCouponParamsSchema,
  response: staffCouponSchema,
  errors: [hidden],
});

export const createStaffCoupon = defineEndpoint({
  id: 'createStaffCoupon',
  method: 'POST',
  path: '/api/staff/coupons',
  tag: 'staff',
  staff: true,
  summary:
    'Staff: create a coupon (code, percent or fixed, minimum, validity, limits, tier). Requires an Idempotency-Key ' +
    'header: a double submit answers the coupon the first one created instead of creating two.',
  headers: staffCouponHeadersSchema,
  body: staffCouponCreateBodySchema,
  response: staffCouponSchema,
  successStatus: 201,
  errors: [
    hidden,
    { status: 400, code: 'idempotency_key_missing', description: 'The Idempotency-Key header is missing or malformed' },
    { status: 409, code: 'coupon_code_taken', description: 'A coupon with this code exists already' },
    {
      status: 409,
      code: 'idempotency_in_flight',
      description: 'A request with this key is still being processed; nothing was changed',
    },
    { status: 422, code: 'idempotency_key_reused', description: 'The key was used with a different body' },
  ],
});

export const updateStaffCoupon = defineEndpoint({
  id: 'updateStaffCoupon',
  method: 'PUT',
  path: '/api/staff/coupons/:code',
  tag: 'staff',
  staff: true,
  summary:
    'Staff: change a coupon (not its code); refused when it changed since the version it was opened at, or when the total limit would be below the uses made',
  params: staffCouponParamsSchema,
  body: staffCouponUpdateBodySchema,
  response: staffCouponSchema,
  errors: [
    hidden,
    { status: 409, code: 'version_conflict', description: 'Someone changed the coupon since it was opened' },
    { status: 422, code: 'limit_below_uses', description: 'The total limit is below the uses already made' },
    {
      status: 422,
      code: 'coupon_follows_window',
      description: "A Super Saver day's coupon: it follows its window, changed on the loyalty events screen",
    },
  ],
});

export const grantStaffCoupon = defineEndpoint({
  id: 'grantStaffCoupon',
  method: 'POST',
  path: '/api/staff/coupons/:code/grants',
  tag: 'staff',
  staff: true,
  summary:
    'Staff: give a coupon to shoppers by e-mail (it appears in their My Coupons); addresses of no shopper are listed back, giving it twice changes nothing',
  params: staffCouponParamsSchema,
  body: staffCouponGrantBodySchema,
  response: staffCouponGrantSchema,
  errors: [hidden],
});
