import type { StaffCouponCreateBody, StaffCouponGrant, StaffCouponUpdateBody } from '@juicyin/contract';
import { sql } from 'drizzle-orm';
import type { CouponRow } from '../coupons/coupons.ts';
import type { Database } from '../database.ts';
import { HttpError } from '../http/errors.ts';
import { query } from '../orders/sql.ts';
import { recordStaffAction } from './actions.ts';
import { changedFields } from './changed-fields.ts';
import { couponSettings } from './coupon-queries.ts';

type Fields = Omit<Exclude<StaffCouponUpdateBody, undefined>, 'version'>;

/** A coupon's settings as the log compares them (dates as ISO text, so equal instants compare equal). */
function comparable(fields: Fields) {
  const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    kind: fields.kind,
    value: fields.value,
    minSubTotal: fields.minSubTotal,
    validFrom: iso(fields.validFrom),
    validUntil: iso(fields.validUntil),
    totalLimit: fields.totalLimit,
    perShopperLimit: fields.perShopperLimit,
    tier: fields.tier,
    description: { en: fields.description.en, ar: fields.description.ar },
  };
}

const subject = (code: string) => `coupon:${code}`;

/** Creates a coupon in `tx` (its code already upper-case); a code that exists answers 409 coupon_code_taken. */
export async function createCoupon(
  tx: Database,
  staffId: string,
  body: Exclude<StaffCouponCreateBody, undefined> & { code: string },
  now: Date,
): Promise<void> {
  const fields = comparable(body);
  const inserted = await query<Pick<CouponRow, 'id'>>(
    tx,
    sql`insert into coupons (code, kind, value, min_sub_total, valid_from, valid_until, total_limit,
                             per_shopper_limit, tier, description_en, description_ar)
        values (${body.code}, ${fields.kind}, ${fields.value}, ${fields.minSubTotal}, ${fields.validFrom},
                ${fields.validUntil}, ${fields.totalLimit}, ${fields.perShopperLimit}, ${fields.tier},
                ${fields.description.en}, ${fields.description.ar})
        on conflict (code) do nothing returning id`,
  );
  if (inserted.length === 0) {
    throw new HttpError(409, 'coupon_code_taken', `There is a coupon ${body.code} already: choose another code`, {
      code: 'A coupon with this code exists already',
    });
  }
  await recordStaffAction(tx, staffId, 'coupon.create', subject(body.code), { ...fields, version: 1 }, now);
}

/**
 * Changes a coupon in `tx` from the version it was opened at: its row is locked first (as placing
 * an order locks it to count a use), so of two saves the second is refused (409), and the total
 * limit cannot drop below the uses made. A save that changes nothing keeps the version.
 */
export async function updateCoupon(
  tx: Database,
  staffId: string,
  code: string,
  body: Exclude<StaffCouponUpdateBody, undefined>,
  now: Date,
): Promise<boolean> {
  const [row] = await query<CouponRow>(tx, sql`select * from coupons where code = ${code} for update`);
  if (!row) throw new HttpError(404, 'not_found', `There is no coupon ${code}`);
  if (row.version !== body.version) {
    throw new HttpError(
      409,
      'version_conflict',
      'Someone else saved this coupon since you opened it: reload it to see their change, then make yours again',
    );
  }
  if (body.totalLimit !== null && body.totalLimit < row.uses) {
    throw new HttpError(
      422,
      'limit_below_uses',
      `The coupon has been used ${String(row.uses)} times: the total limit cannot be lower`,
      { totalLimit: `At least ${String(row.uses)}, the uses made` },
    );
  }
  const after = comparable(body);
  const changed = changedFields(comparable(couponSettings(row)), after);
  if (Object.keys(changed).length === 0) return false;
  await tx.execute(
    sql`update coupons set kind = ${after.kind}, value = ${after.value}, min_sub_total = ${after.minSubTotal},
               valid_from = ${after.validFrom}, valid_until = ${after.validUntil}, total_limit = ${after.totalLimit},
               per_shopper_limit = ${after.perShopperLimit}, tier = ${after.tier},
               description_en = ${after.description.en}, description_ar = ${after.description.ar},
               version = version + 1
         where id = ${row.id}`,
  );
  await recordStaffAction(tx, staffId, 'coupon.update', subject(code), { version: row.version + 1, changed }, now);
  return true;
}

/**
 * Gives the coupon to the shoppers with these e-mail addresses (their My Coupons): those who had it
 * keep it as it was, addresses of no shopper are answered back. Staff accounts are shoppers too.
 */
export async function grantCoupons(
  tx: Database,
  staffId: string,
  code: string,
  emails: readonly string[],
  now: Date,
): Promise<StaffCouponGrant> {
  const [coupon] = await query<Pick<CouponRow, 'id'>>(tx, sql`select id from coupons where code = ${code}`);
  if (!coupon) throw new HttpError(404, 'not_found', `There is no coupon ${code}`);
  const wanted = [...new Set(emails)];
  const found = await query<{ id: string; email: string; had: boolean }>(
    tx,
    sql`select s.id, lower(s.email) as email,
               exists (select 1 from coupon_grants g where g.coupon_id = ${coupon.id} and g.shopper_id = s.id) as had
          from shoppers s where lower(s.email) in (${sql.join(
            wanted.map((email) => sql`${email}`),
            sql`, `,
          )})`,
  );
  const byEmail = new Map(found.map((shopper) => [shopper.email, shopper]));
  const granted = wanted.filter((email) => byEmail.get(email)?.had === false);
  const alreadyHad = wanted.filter((email) => byEmail.get(email)?.had === true);
  const unknown = wanted.filter((email) => !byEmail.has(email));
  if (granted.length > 0) {
    await tx.execute(
      sql`insert into coupon_grants (coupon_id, shopper_id, granted_at)
          select ${coupon.id}, s.id, ${now} from shoppers s
           where lower(s.email) in (${sql.join(
             granted.map((email) => sql`${email}`),
             sql`, `,
           )})
          on conflict do nothing`,
    );
  }
  if (granted.length > 0) {
    await recordStaffAction(tx, staffId, 'coupon.grant', subject(code), { emails: granted }, now);
  }
  return { granted, alreadyHad, unknown };
}
