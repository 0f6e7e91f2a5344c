import {
  createStaffCoupon,
  getStaffCoupon,
  grantStaffCoupon,
  idempotencyKeySchema,
  listStaffCoupons,
  staffCouponSchema,
  updateStaffCoupon,
} from '@juicyin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REPLAYED_HEADER } from '../checkout/routes.ts';
import type { Database } from '../database.ts';
import { HttpError } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import {
  claimKey,
  completeKey,
  completeKeyStatement,
  purgeExpiredKeys,
  releaseKey,
  requestHash,
} from '../idempotency/keys.ts';
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

/** The create's Idempotency-Key (checkout's rule), or 400 idempotency_key_missing at the header. */
function keyOf(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  const key = idempotencyKeySchema.safeParse(typeof header === 'string' ? header.trim() : undefined);
  if (!key.success) {
    throw new HttpError(
      400,
      'idempotency_key_missing',
      'Send an Idempotency-Key header (1–255 visible characters, e.g. a UUID made once per coupon form)',
      { 'headers.idempotency-key': key.error.issues[0]?.message ?? 'Required' },
    );
  }
  return key.data;
}

/**
 * Claims the key for this create: true when an earlier request with it already answered (the
 * answer is sent again, marked replayed); 409 while it runs; 422 when the key came with another body.
 */
async function replayed(db: Database, reply: FastifyReply, claim: Parameters<typeof claimKey>[1]): Promise<boolean> {
  const answer = await claimKey(db, claim);
  if (answer.kind === 'claimed') return false;
  if (answer.kind === 'mismatch') {
    throw new HttpError(
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was used for a different coupon; make a new key for a new coupon',
    );
  }
  if (answer.kind === 'in-flight') {
    throw new HttpError(
      409,
      'idempotency_in_flight',
      'A coupon with this Idempotency-Key is still being created; wait for its answer',
      undefined,
      { 'retry-after': '1' },
    );
  }
  await reply.header(REPLAYED_HEADER, 'true').code(answer.status).send(answer.body);
  return true;
}

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
    const scope = { shopperId: staff, key: keyOf(request) };
    const now = clock();
    await purgeExpiredKeys(db, now);
    if (await replayed(db, reply, { ...scope, hash: requestHash(request.body), now })) return reply as never;
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
