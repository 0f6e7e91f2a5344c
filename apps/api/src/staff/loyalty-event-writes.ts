import {
  checkEventWindow,
  type EventKind,
  type EventWindowProblem,
  riyadhDay,
  type Tier,
  windowInstants,
} from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { HttpError } from '../http/errors.ts';
import { query } from '../orders/sql.ts';
import { recordStaffAction } from './actions.ts';
import { changedFields } from './changed-fields.ts';
import {
  followSaverCoupon,
  loggedCoupon,
  makeSaverCoupon,
  removeSaverCoupon,
  type SaverWindow,
} from './loyalty-event-coupons.ts';
import { allWindows, type LoyaltyEventRow, windowOf, windowRow } from './loyalty-event-queries.ts';

/** A window as the contract hands it over (a Super Saver window with its coupon's discount). */
interface Fields {
  readonly kind: EventKind;
  readonly name: { readonly en: string; readonly ar: string };
  readonly tier: Tier | null;
  readonly startDate: string;
  readonly endDate: string;
  readonly coupon: SaverWindow['coupon'] | null;
}

/** The window with its coupon when it is a Super Saver window that has one. */
const saver = (fields: Fields): SaverWindow | undefined =>
  fields.kind === 'super-saver' && fields.coupon !== null ? { ...fields, coupon: fields.coupon } : undefined;

const TIER_NAMES = { silver: 'Silver', gold: 'Gold', diamond: 'Diamond' } as const;
const KIND_NAMES = { 'bonus-points': 'Bonus Points Events', 'super-saver': 'Super Saver days' } as const;

/** The 422 for a problem the domain found, with the field staff correct. */
function refusal(problem: EventWindowProblem, fields: Fields): HttpError {
  switch (problem.code) {
    case 'ends_before_start':
      return new HttpError(422, problem.code, 'The last day is before the first', {
        endDate: 'On or after the first day',
      });
    case 'window_crosses_year':
      return new HttpError(422, problem.code, 'A window lies within one calendar year: end it by 31 December', {
        endDate: 'In the same year as the first day',
      });
    case 'starts_in_past':
      return new HttpError(422, problem.code, 'A window starts today or later (Riyadh)', {
        startDate: 'Today or later',
      });
    case 'silver_not_eligible':
      return new HttpError(422, problem.code, 'Silver gets no Bonus Points Events or Super Saver days', {
        tier: 'Silver gets none: choose Gold, Diamond or both',
      });
    case 'tier_year_limit':
      return new HttpError(
        422,
        problem.code,
        `${TIER_NAMES[problem.tier]} has all its ${String(problem.limit)} ${KIND_NAMES[fields.kind]} of ${String(problem.year)} scheduled`,
        { tier: `${TIER_NAMES[problem.tier]} has none left this year` },
      );
    case 'windows_overlap':
      return new HttpError(
        422,
        problem.code,
        `It shares a day with another of the tier's ${KIND_NAMES[fields.kind]} (window ${problem.otherId})`,
        { startDate: 'Shares a day with another window of this kind and tier' },
      );
  }
}

/**
 * Checks the window against every other one, with the schedule locked: of two writes at once, the
 * second waits for the first to commit, then counts its window (so a tier's allowance holds).
 */
async function checkSchedule(tx: Database, id: string, fields: Fields, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('loyalty-events'))`);
  const others = (await allWindows(tx)).map(windowOf);
  const { kind, tier, startDate, endDate } = fields;
  const problem = checkEventWindow({ id, kind, tier, startDate, endDate }, others, riyadhDay(now));
  if (problem) throw refusal(problem, fields);
}

/** The settings the log records. */
const logged = (fields: Fields) => ({
  kind: fields.kind,
  name: { en: fields.name.en, ar: fields.name.ar },
  tier: fields.tier,
  startDate: fields.startDate,
  endDate: fields.endDate,
  coupon: loggedCoupon(fields.coupon),
});

/** A stored window's settings, as the log compares them with a change. */
function fieldsOf(row: LoyaltyEventRow): Fields {
  const window = windowOf(row);
  return {
    ...window,
    name: { en: row.name_en, ar: row.name_ar },
    coupon:
      row.coupon_kind === null
        ? null
        : { kind: row.coupon_kind, value: row.coupon_value ?? 0, minSubTotal: row.coupon_min_sub_total ?? 0 },
  };
}

const subject = (id: number) => `loyalty-event:${String(id)}`;

/** Schedules a window in `tx`, answering its id. */
export async function createLoyaltyEvent(tx: Database, staffId: string, fields: Fields, now: Date): Promise<number> {
  await checkSchedule(tx, 'new', fields, now);
  const { startsAt, endsAt } = windowInstants(fields);
  const [row] = await query<Pick<LoyaltyEventRow, 'id'>>(
    tx,
    sql`insert into loyalty_events (kind, name_en, name_ar, tier, starts_at, ends_at)
        values (${fields.kind}, ${fields.name.en}, ${fields.name.ar}, ${fields.tier}, ${startsAt}, ${endsAt})
        returning id`,
  );
  const id = (row as { id: number }).id;
  const window = saver(fields);
  const couponCode = window ? await makeSaverCoupon(tx, staffId, id, window, now) : null;
  await recordStaffAction(
    tx,
    staffId,
    'loyalty-event.create',
    subject(id),
    { ...logged(fields), ...(couponCode ? { couponCode } : {}), version: 1 },
    now,
  );
  return id;
}

/** The window, locked for a change; 404 when there is none, 422 when it has started. */
async function lockedWindow(tx: Database, id: number, now: Date): Promise<LoyaltyEventRow> {
  const row = await windowRow(tx, id, true);
  if (!row) throw new HttpError(404, 'not_found', `There is no window ${String(id)}`);
  if (new Date(row.starts_at) <= now) {
    throw new HttpError(422, 'window_started', 'The window has started or is over: it stays as it is');
  }
  return row;
}

/**
 * Changes a window that has not started, from the version it was read at (409 when someone saved
 * it since). A save that changes nothing keeps the version and records nothing.
 */
export async function updateLoyaltyEvent(
  tx: Database,
  staffId: string,
  id: number,
  body: Fields & { readonly version: number },
  now: Date,
): Promise<void> {
  const { version, ...fields } = body;
  const row = await lockedWindow(tx, id, now);
  if (row.version !== version) {
    throw new HttpError(
      409,
      'version_conflict',
      'Someone else changed this window since you read it: reload to see their change, then make yours again',
    );
  }
  const changed = changedFields(logged(fieldsOf(row)), logged(fields));
  if (Object.keys(changed).length === 0) return;
  await checkSchedule(tx, String(id), fields, now);
  // The coupon follows: removed when the window stops being a Super Saver day (before the kind
  // changes), changed with the window, made when it becomes one.
  const window = saver(fields);
  if (!window) await removeSaverCoupon(tx, row);
  const { startsAt, endsAt } = windowInstants(fields);
  await tx.execute(
    sql`update loyalty_events set kind = ${fields.kind}, name_en = ${fields.name.en}, name_ar = ${fields.name.ar},
               tier = ${fields.tier}, starts_at = ${startsAt}, ends_at = ${endsAt}, version = version + 1
         where id = ${id}`,
  );
  if (window && row.coupon_id !== null) await followSaverCoupon(tx, staffId, row, window, now);
  else if (window) await makeSaverCoupon(tx, staffId, id, window, now);
  await recordStaffAction(tx, staffId, 'loyalty-event.update', subject(id), { version: version + 1, changed }, now);
}

/** Removes a window that has not started, answering it as it was. */
export async function deleteLoyaltyEvent(
  tx: Database,
  staffId: string,
  id: number,
  now: Date,
): Promise<LoyaltyEventRow> {
  const row = await lockedWindow(tx, id, now);
  await tx.execute(sql`delete from loyalty_events where id = ${id}`);
  if (row.coupon_id !== null) await tx.execute(sql`delete from coupons where id = ${row.coupon_id}`);
  await recordStaffAction(
    tx,
    staffId,
    'loyalty-event.delete',
    subject(id),
    { ...logged(fieldsOf(row)), ...(row.coupon_code === null ? {} : { couponCode: row.coupon_code }) },
    now,
  );
  return row;
}
