import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  createStaffCoupon,
  getStaffCoupon,
  grantStaffCoupon,
  listStaffCoupons,
  updateStaffCoupon,
} from '../staff/coupons-endpoints.ts';
import {
  type StaffCoupon,
  staffCouponCreateBodySchema,
  staffCouponGrantBodySchema,
  staffCouponListQuerySchema,
  staffCouponUpdateBodySchema,
} from '../staff/coupons-schemas.ts';
import { staffCouponsFixtures, staffCouponSummary } from './staff-coupons-fixtures.ts';
import { invalidInput, mswPath, refused } from './answers.ts';

/*
 * The dashboard's coupon stories' own little server (state per call), answering as the API does:
 * the list searched by code and cut in pages by code; a coupon opened by code (any case); a create
 * replayed for its Idempotency-Key (one coupon per key) and refused for a taken code (409); a save
 * refused from a replaced version (409) or with the total limit below the uses (422); a grant
 * answering who got it, who had it and which addresses are of no shopper. Bodies the contract
 * refuses answer 400 `invalid_input` with the field messages.
 */

const notFound = () => refused(404, 'not_found', 'Not signed in as staff, or no such coupon');

export interface CouponsServerOptions {
  /** A colleague saves the coupon just before this staff member's first save: it answers 409. */
  readonly colleagueSavesFirst?: boolean;
}

/** A story's own coupons server. */
export function couponsServer(
  start: readonly StaffCoupon[] = staffCouponsFixtures.coupons,
  options: CouponsServerOptions = {},
): HttpHandler[] {
  let coupons = structuredClone([...start]);
  let colleague = options.colleagueSavesFirst ?? false;
  const grants = new Map<string, Set<string>>();
  const answered = new Map<string, { status: number; body: StaffCoupon | { error: Record<string, unknown> } }>();
  const find = (code: unknown) => coupons.find((coupon) => coupon.code === String(code).toUpperCase());
  const replace = (next: StaffCoupon) => {
    coupons = coupons.map((coupon) => (coupon.code === next.code ? next : coupon));
  };
  return [
    http.get(mswPath(listStaffCoupons), ({ request }) => {
      const parsed = staffCouponListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return invalidInput(parsed.error);
      const { q, page, pageSize } = parsed.data;
      const matching = coupons
        .filter((coupon) => !q || coupon.code.includes(q.toUpperCase()))
        .sort((a, b) => a.code.localeCompare(b.code));
      return HttpResponse.json({
        items: matching.slice((page - 1) * pageSize, page * pageSize).map(staffCouponSummary),
        page,
        pageSize,
        total: matching.length,
        pageCount: Math.ceil(matching.length / pageSize),
      });
    }),
    http.get(mswPath(getStaffCoupon), ({ params }) => {
      const coupon = find(params['code']);
      return coupon ? HttpResponse.json(coupon) : notFound();
    }),
    http.post(mswPath(createStaffCoupon), async ({ request }) => {
      const key = request.headers.get('idempotency-key');
      if (!key) return refused(400, 'idempotency_key_missing', 'Send an Idempotency-Key header');
      const earlier = answered.get(key);
      if (earlier)
        return HttpResponse.json(earlier.body, { status: earlier.status, headers: { 'idempotent-replayed': 'true' } });
      const parsed = staffCouponCreateBodySchema.safeParse(await request.json());
      if (!parsed.success) return invalidInput(parsed.error);
      const { code, ...fields } = parsed.data;
      if (find(code)) {
        const body = {
          error: {
            code: 'coupon_code_taken',
            message: `There is a coupon ${code} already: choose another code`,
            fields: { code: 'A coupon with this code exists already' },
          },
        };
        answered.set(key, { status: 409, body });
        return HttpResponse.json(body, { status: 409 });
      }
      const created: StaffCoupon = { code, ...fields, uses: 0, state: 'active', version: 1, grants: 0, usesList: [] };
      coupons = [...coupons, created];
      answered.set(key, { status: 201, body: created });
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(mswPath(updateStaffCoupon), async ({ params, request }) => {
      const coupon = find(params['code']);
      if (!coupon) return notFound();
      const parsed = staffCouponUpdateBodySchema.safeParse(await request.json());
      if (!parsed.success) return invalidInput(parsed.error);
      if (colleague) {
        colleague = false;
        replace({ ...coupon, version: coupon.version + 1, value: coupon.value + 5 });
      }
      const current = find(params['code']) ?? coupon;
      if (parsed.data.version !== current.version) {
        return refused(
          409,
          'version_conflict',
          'Someone else saved this coupon since you opened it: reload it to see their change, then make yours again',
        );
      }
      if (parsed.data.totalLimit !== null && parsed.data.totalLimit < current.uses) {
        return refused(422, 'limit_below_uses', 'The total limit cannot be below the uses made', {
          totalLimit: `At least ${String(current.uses)}, the uses made`,
        });
      }
      const saved: StaffCoupon = { ...current, ...parsed.data, version: current.version + 1 };
      replace(saved);
      return HttpResponse.json(saved);
    }),
    http.post(mswPath(grantStaffCoupon), async ({ params, request }) => {
      const coupon = find(params['code']);
      if (!coupon) return notFound();
      const parsed = staffCouponGrantBodySchema.safeParse(await request.json());
      if (!parsed.success) return invalidInput(parsed.error);
      const given = grants.get(coupon.code) ?? new Set<string>();
      grants.set(coupon.code, given);
      const wanted = [...new Set(parsed.data.emails)];
      const known = (email: string) => staffCouponsFixtures.shoppers.includes(email);
      const granted = wanted.filter((email) => known(email) && !given.has(email));
      const alreadyHad = wanted.filter((email) => known(email) && given.has(email));
      for (const email of granted) given.add(email);
      replace({ ...coupon, grants: coupon.grants + granted.length });
      return HttpResponse.json({ granted, alreadyHad, unknown: wanted.filter((email) => !known(email)) });
    }),
  ];
}

const serverDown = () => refused(500, 'internal', 'Something went wrong on our side');
const never = () => new Promise<Response>(() => undefined);

/** The coupon screens' handler groups; each call is a fresh server. */
export const staffCouponsHandlers = {
  full: () => couponsServer(),
  empty: () => couponsServer([]),
  /** A colleague's save of the coupon comes first: this save answers 409. */
  conflict: () => couponsServer(undefined, { colleagueSavesFirst: true }),
  loading: () => [http.get(mswPath(listStaffCoupons), never), http.get(mswPath(getStaffCoupon), never)],
  error: () => [http.get(mswPath(listStaffCoupons), serverDown), http.get(mswPath(getStaffCoupon), serverDown)],
};
