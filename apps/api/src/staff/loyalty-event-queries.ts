import type { StaffLoyaltyEvent, StaffLoyaltyEvents } from '@juicyin/contract';
import { eventAllowances, type EventWindow, riyadhDay } from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { coupons, loyaltyEvents } from '../db/schema.ts';
import { query } from '../orders/sql.ts';

type CouponColumns = Row<typeof coupons>;

/** A window's row (`loyalty_events`) with its coupon's columns joined (a Super Saver window's), typed from the schema. */
export type LoyaltyEventRow = Row<typeof loyaltyEvents> & {
  readonly coupon_code: CouponColumns['code'] | null;
  readonly coupon_kind: CouponColumns['kind'] | null;
  readonly coupon_value: CouponColumns['value'] | null;
  readonly coupon_min_sub_total: CouponColumns['min_sub_total'] | null;
  readonly coupon_version: CouponColumns['version'] | null;
};

/** The windows with their coupons; `where` and `order` complete the statement. */
const windowsWithCoupons = sql`select e.*, c.code as coupon_code, c.kind as coupon_kind, c.value as coupon_value,
                                      c.min_sub_total as coupon_min_sub_total, c.version as coupon_version
                                 from loyalty_events e left join coupons c on c.id = e.coupon_id`;

/** One window with its coupon; `lock` locks the window's row for a change. */
export async function windowRow(db: Database, id: number, lock = false): Promise<LoyaltyEventRow | undefined> {
  const [row] = await query<LoyaltyEventRow>(
    db,
    sql`${windowsWithCoupons} where e.id = ${id}${lock ? sql` for update of e` : sql``}`,
  );
  return row;
}

/** A stored window's Riyadh days: from its start's day to the day of the instant before its end. */
export function windowOf(row: LoyaltyEventRow): EventWindow {
  return {
    id: String(row.id),
    kind: row.kind,
    tier: row.tier,
    startDate: riyadhDay(new Date(row.starts_at)),
    endDate: riyadhDay(new Date(new Date(row.ends_at).getTime() - 1)),
  };
}

export function staffLoyaltyEvent(row: LoyaltyEventRow, now: Date): StaffLoyaltyEvent {
  const startsAt = new Date(row.starts_at);
  const endsAt = new Date(row.ends_at);
  const window = windowOf(row);
  return {
    id: row.id,
    kind: row.kind,
    name: { en: row.name_en, ar: row.name_ar },
    tier: row.tier,
    startDate: window.startDate,
    endDate: window.endDate,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    state: now < startsAt ? 'scheduled' : now < endsAt ? 'running' : 'past',
    version: row.version,
    coupon:
      row.coupon_code === null || row.coupon_kind === null
        ? null
        : {
            code: row.coupon_code,
            kind: row.coupon_kind,
            value: row.coupon_value ?? 0,
            minSubTotal: row.coupon_min_sub_total ?? 0,
          },
  };
}

/** Every window, by start: the schedule the rules check a window against. */
export async function allWindows(db: Database): Promise<LoyaltyEventRow[]> {
  return query<LoyaltyEventRow>(db, sql`select * from loyalty_events order by starts_at, id`);
}

/** A year's windows (those starting in it, Riyadh) with each eligible tier's allowance left. */
export async function staffLoyaltyEvents(db: Database, year: number, now: Date): Promise<StaffLoyaltyEvents> {
  // A few days either side of the year, so that the Riyadh day decides (not the UTC instant).
  const rows = await query<LoyaltyEventRow>(
    db,
    sql`${windowsWithCoupons}
         where e.starts_at >= ${new Date(Date.UTC(year - 1, 11, 30))} and e.starts_at < ${new Date(Date.UTC(year + 1, 0, 2))}
         order by e.starts_at, e.id`,
  );
  const inYear = rows.filter((row) => windowOf(row).startDate.startsWith(`${String(year)}-`));
  return {
    year,
    today: riyadhDay(now),
    items: inYear.map((row) => staffLoyaltyEvent(row, now)),
    allowances: eventAllowances(inYear.map(windowOf), year),
  };
}
