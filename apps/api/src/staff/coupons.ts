import {
  createStaffCoupon,
  getStaffCoupon,
  grantStaffCoupon,
  listStaffCoupons,
  staffCouponSchema,
  updateStaffCoupon,
} from '@juicyin/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../database.ts';
import { HttpError } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { answeredFromClaim, idempotencyKeyOf } from '../idempotency/http.ts';
import { completeKey, completeKeyStatement, purgeExpiredKeys, releaseKey, requestHash } from '../idempotency/keys.ts';
import { staffCoupon, staffCoupons } from './coupon-queries.ts';
import { createCoupon, grantCoupons, updateCoupon } from './coupon-writes.ts';
import type { StaffDeps } from './deps.ts';
import { staffIdOf } from './guard.ts';

/** A coupon as it is now; 404 when there is no such code. */
async function couponOr404(db: Database, code: string, now: Date) {
  const coupon = await staffCoupon(db, code, now);
  if (!coupon) throw new HttpError(404, 'not_found', `There is no coupon ${code}`);
  return coupon;
}

/** A create's refusals for a key used for another coupon, or still creating one. */
const couponKeyRefusals = {
  reused: 'This Idempotency-Key was used for a different coupon; make a new key for a new coupon',
  inFlight: 'A coupon with this Idempotency-Key is still being created; wait for its answer',
};

/**
 * Coupons as staff manage them (issue 21): the list, one with its uses, create (idempotent, as
 * placing an order is), edit from a version, and give to shoppers. Checkout and My Coupons read
 * coupons from the database on every request, so a change applies at once.
 */
export function staffCouponRoutes(app: FastifyInstance, deps: Pick<StaffDeps, 'db' | 'resolve' | 'clock'>): void {
  const { db, resolve, clock } = deps;

  registerEndpoint(app, listStaffCoupons, resolve, async ({ query, request }) => {
    staffIdOf(request);
    return staffCoupons(db, query, clock());
  });

  registerEndpoint(app, getStaffCoupon, resolve, async ({ params, request }) => {
    staffIdOf(request);
    return couponOr404(db, params.code, clock());
  });

  registerEndpoint(app, createStaffCoupon, resolve, async ({ body, request, reply }) => {
    const staff = staffIdOf(request);
    const scope = { shopperId: staff, key: idempotencyKeyOf(request, 'coupon form') };
    const now = clock();
    await purgeExpiredKeys(db, now);
    if (await answeredFromClaim(db, reply, { ...scope, hash: requestHash(request.body), now }, couponKeyRefusals))
      return reply as never;
    try {
      return await db.transaction(async (tx) => {
        await createCoupon(tx, staff, body, now);
        const created = staffCouponSchema.parse(await couponOr404(tx, body.code, now));
        // The answer a retry with this key gets, stored in the transaction that created the coupon.
        await tx.execute(completeKeyStatement({ ...scope, status: 201, body: created }));
        return created;
      });
    } catch (error) {
      if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
        // A final answer (the code is taken): the retry with this key gets it again.
        await completeKey(db, { ...scope, status: error.status, body: error.toBody() });
      } else {
        await releaseKey(db, scope).catch(() => undefined);
      }
      throw error;
    }
  });

  registerEndpoint(app, updateStaffCoupon, resolve, async ({ params, body, request }) => {
    const staff = staffIdOf(request);
    const now = clock();
    await db.transaction((tx) => updateCoupon(tx, staff, params.code, body, now));
    return couponOr404(db, params.code, now);
  });

  registerEndpoint(app, grantStaffCoupon, resolve, async ({ params, body, request }) => {
    const staff = staffIdOf(request);
    return db.transaction((tx) => grantCoupons(tx, staff, params.code, body.emails, clock()));
  });
}
