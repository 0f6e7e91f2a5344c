import type { StaffLoyaltyEventCreateBody, StaffLoyaltyEventUpdateBody } from '@juicyin/contract';
import { checkEventWindow, type EventWindowProblem, riyadhDay, windowInstants } from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { HttpError } from '../http/errors.ts';
import { query } from '../orders/sql.ts';
import { recordStaffAction } from './actions.ts';
import { changedFields } from './changed-fields.ts';
import { allWindows, type LoyaltyEventRow, windowOf } from './loyalty-event-queries.ts';

type Fields = Exclude<StaffLoyaltyEventCreateBody, undefined>;

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
  const problem = checkEventWindow({ id, ...fields }, others, riyadhDay(now));
  if (problem) throw refusal(problem, fields);
}

/** The settings the log records. */
const logged = (fields: Fields) => ({
  kind: fields.kind,
  name: { en: fields.name.en, ar: fields.name.ar },
  tier: fields.tier,
  startDate: fields.startDate,
  endDate: fields.endDate,
});

const subject = (id: number) => `loyalty-event:${String(id)}`;

/** Schedules a window in `tx`, answering its id. */
export async function createLoyaltyEvent(tx: Database, staffId: string, fields: Fields, now: Date): Promise<number> {
  await checkSchedule(tx, 'new', fields, now);
  const { startsAt, endsAt } = windowInstants(fields);
  const [row] = await query<{ id: number }>(
    tx,
    sql`insert into loyalty_events (kind, name_en, name_ar, tier, starts_at, ends_at)
        values (${fields.kind}, ${fields.name.en}, ${fields.name.ar}, ${fields.tier}, ${startsAt}, ${endsAt})
        returning id`,
  );
  const id = (row as { id: number }).id;
  await recordStaffAction(tx, staffId, 'loyalty-event.create', subject(id), { ...logged(fields), version: 1 }, now);
  return id;
}

/** The window, locked for a change; 404 when there is none, 422 when it has started. */
async function lockedWindow(tx: Database, id: number, now: Date): Promise<LoyaltyEventRow> {
  const [row] = await query<LoyaltyEventRow>(tx, sql`select * from loyalty_events where id = ${id} for update`);
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
  body: Exclude<StaffLoyaltyEventUpdateBody, undefined>,
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
  const before = windowOf(row);
  const changed = changedFields(logged({ ...before, name: { en: row.name_en, ar: row.name_ar } }), logged(fields));
  if (Object.keys(changed).length === 0) return;
  await checkSchedule(tx, String(id), fields, now);
  const { startsAt, endsAt } = windowInstants(fields);
  await tx.execute(
    sql`update loyalty_events set kind = ${fields.kind}, name_en = ${fields.name.en}, name_ar = ${fields.name.ar},
               tier = ${fields.tier}, starts_at = ${startsAt}, ends_at = ${endsAt}, version = version + 1
         where id = ${id}`,
  );
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
  const window = windowOf(row);
  await recordStaffAction(
    tx,
    staffId,
    'loyalty-event.delete',
    subject(id),
    logged({ ...window, name: { en: row.name_en, ar: row.name_ar } }),
    now,
  );
  return row;
}
