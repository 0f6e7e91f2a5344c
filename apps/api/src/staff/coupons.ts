import {
  createStaffCoupon,
  getStaffCoupon,
  grantStaffCoupon,
  listStaffCoupons,
  staffCouponSchema,
  updateStaffCoupon,
} from '@juicyin/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../database.ts';
import { HttpError } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { createOnce } from '../idempotency/http.ts';
import { query } from '../orders/sql.ts';
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

/**
 * A Super Saver day's coupon is changed through its window (its dates, tier and limit follow the
 * window): changed here, it would stop matching the day staff scheduled.
 */
async function refuseWindowCoupon(tx: Database, code: string): Promise<void> {
  const [window] = await query<{ id: number }>(
    tx,
    sql`select e.id from loyalty_events e join coupons c on c.id = e.coupon_id where c.code = ${code}`,
  );
  if (window) {
    throw new HttpError(
      422,
      'coupon_follows_window',
      `This is the coupon of Super Saver day ${String(window.id)}: change the day on the loyalty events screen, and its coupon follows`,
    );
  }
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
    const now = clock();
    const made = await createOnce(
      db,
      request,
      reply,
      { ownerId: staff, madeOncePer: 'coupon form', refusals: couponKeyRefusals, now },
      async (tx) => {
        await createCoupon(tx, staff, body, now);
        return staffCouponSchema.parse(await couponOr404(tx, body.code, now));
      },
    );
    if (made.replied) return reply as never;
    return made.created;
  });

  registerEndpoint(app, updateStaffCoupon, resolve, async ({ params, body, request }) => {
    const staff = staffIdOf(request);
    const now = clock();
    await db.transaction(async (tx) => {
      await refuseWindowCoupon(tx, params.code);
      return updateCoupon(tx, staff, params.code, body, now);
    });
    return couponOr404(db, params.code, now);
  });

  registerEndpoint(app, grantStaffCoupon, resolve, async ({ params, body, request }) => {
    const staff = staffIdOf(request);
    return db.transaction((tx) => grantCoupons(tx, staff, params.code, body.emails, clock()));
  });
}
