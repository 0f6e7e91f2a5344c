import {
  clearStaffSpecial,
  listStaffSpecials,
  setStaffSpecial,
  type StaffSpecial,
  type StaffSpecialProduct,
  type StaffSpecials,
} from '@juicyin/contract';
import { addCalendarDays, isIsoWeek, isoWeekMonday, isoWeekOf, riyadhDay, riyadhIsoWeek } from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { products, specials } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { query } from '../orders/sql.ts';
import { recordStaffAction } from './actions.ts';
import type { StaffDeps } from './deps.ts';
import { staffIdOf } from './guard.ts';

// Special of Today (a Riyadh day, '2026-11-22') and Special of the week (an ISO week, '2026-W48')
// as staff choose them (issue 21). A day or week that is over keeps its special: the record of what
// was special stays true.

type Kind = StaffSpecial['kind'];

/** A special's row with its product's names joined, typed from the schema. */
type SpecialRow = Pick<Row<typeof specials>, 'kind' | 'period'> &
  Pick<Row<typeof products>, 'slug' | 'name_en' | 'name_ar'>;

const kindOf = (period: string): Kind => (isIsoWeek(period) ? 'week' : 'day');

/** Whether a day or week may still change on `now`: today and this week onwards. */
function editable(kind: Kind, period: string, now: Date): boolean {
  return period >= (kind === 'day' ? riyadhDay(now) : riyadhIsoWeek(now));
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The specials of the periods named, by period; a period's products in the order the shop shows them. */
async function specialsOf(db: Database, days: readonly string[], weeks: readonly string[]) {
  const rows = await query<SpecialRow>(
    db,
    sql`select s.kind, s.period, p.slug, p.name_en, p.name_ar
          from specials s join products p on p.id = s.product_id
         where (s.kind = 'day' and s.period in (${list(days.length > 0 ? days : [''])}))
            or (s.kind = 'week' and s.period in (${list(weeks.length > 0 ? weeks : [''])}))
         order by s.period, p.id`,
  );
  const byPeriod = new Map<string, StaffSpecialProduct[]>();
  for (const row of rows) {
    const key = `${row.kind}:${row.period}`;
    const products = byPeriod.get(key) ?? [];
    products.push({ slug: row.slug, name: { en: row.name_en, ar: row.name_ar } });
    byPeriod.set(key, products);
  }
  return (kind: Kind, period: string) => byPeriod.get(`${kind}:${period}`) ?? [];
}

/** Every day from `from` to `to` with its special, and every ISO week touching them with its special. */
export async function staffSpecials(db: Database, from: string, to: string, now: Date): Promise<StaffSpecials> {
  const days: string[] = [];
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) days.push(day);
  const weeks = [...new Set(days.map(isoWeekOf))];
  const productsOf = await specialsOf(db, days, weeks);
  return {
    today: riyadhDay(now),
    thisWeek: riyadhIsoWeek(now),
    days: days.map((day) => ({
      kind: 'day' as const,
      period: day,
      week: isoWeekOf(day),
      products: productsOf('day', day),
      editable: editable('day', day, now),
    })),
    weeks: weeks.map((week) => ({
      kind: 'week' as const,
      period: week,
      monday: isoWeekMonday(week) ?? '',
      products: productsOf('week', week),
      editable: editable('week', week, now),
    })),
  };
}

async function specialOf(db: Database, period: string, now: Date): Promise<StaffSpecial> {
  const kind = kindOf(period);
  const productsOf = await specialsOf(db, kind === 'day' ? [period] : [], kind === 'week' ? [period] : []);
  return { kind, period, products: productsOf(kind, period), editable: editable(kind, period, now) };
}

/**
 * Makes `slugs` the special of `period` (none when empty) in the transaction `tx`: refused for a
 * day or week that is over and for a product the shop does not sell. The same choice again changes
 * nothing and records nothing; a change is recorded with what the period featured before and after.
 */
export async function saveSpecial(
  tx: Database,
  staffId: string,
  period: string,
  slugs: readonly string[],
  now: Date,
): Promise<{ readonly special: StaffSpecial; readonly changed: boolean }> {
  const kind = kindOf(period);
  if (!editable(kind, period, now)) {
    throw new HttpError(
      422,
      'past_period',
      kind === 'day'
        ? `${period} is over: its Special of Today stays as it was`
        : `${period} is over: its Special of the week stays as it was`,
    );
  }
  // One change of a period at a time: of two saves, the second replaces the first's choice whole.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`specials:${period}`}))`);
  const products =
    slugs.length === 0
      ? []
      : await query<{ id: number; slug: string }>(
          tx,
          sql`select p.id, p.slug from products p
               where p.slug in (${list(slugs)}) and exists (select 1 from variants v where v.product_id = p.id)`,
        );
  const unknown = slugs.findIndex((slug) => !products.some((product) => product.slug === slug));
  if (unknown !== -1) {
    throw new HttpError(422, 'unknown_product', `The shop sells no product ${slugs[unknown] ?? ''}`, {
      [`productSlugs.${String(unknown)}`]: 'Not a product the shop sells',
    });
  }
  const before = await specialOf(tx, period, now);
  const was = before.products.map((product) => product.slug).sort();
  const will = [...slugs].sort();
  if (was.length === will.length && was.every((slug, index) => slug === will[index])) {
    return { special: before, changed: false };
  }
  await tx.execute(sql`delete from specials where kind = ${kind} and period = ${period}`);
  for (const product of products) {
    await tx.execute(sql`insert into specials (kind, period, product_id) values (${kind}, ${period}, ${product.id})`);
  }
  await recordStaffAction(tx, staffId, 'special.set', `special:${period}`, { kind, from: was, to: will }, now);
  return { special: await specialOf(tx, period, now), changed: true };
}

/** The specials' calendar as staff manage it (issue 21): read a range, set or clear a day or week. */
export function staffSpecialsRoutes(
  app: FastifyInstance,
  deps: Pick<StaffDeps, 'db' | 'resolve' | 'catalogue' | 'clock'>,
): void {
  const { db, resolve, catalogue, clock } = deps;

  registerEndpoint(app, listStaffSpecials, resolve, async ({ query: range, request }) => {
    staffIdOf(request);
    return staffSpecials(db, range.from, range.to, clock());
  });

  const save = async (staff: string, period: string, slugs: readonly string[]) => {
    const saved = await db.transaction((tx) => saveSpecial(tx, staff, period, slugs, clock()));
    // After the commit: the home page and /special (and every process) read the new special at once.
    if (saved.changed) await catalogue.invalidate();
    return saved.special;
  };

  registerEndpoint(app, setStaffSpecial, resolve, ({ params, body, request }) =>
    save(staffIdOf(request), params.period, body.productSlugs),
  );

  registerEndpoint(app, clearStaffSpecial, resolve, ({ params, request }) =>
    save(staffIdOf(request), params.period, []),
  );
}
