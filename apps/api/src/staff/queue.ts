import { listStaffOrders, type StaffOrder, type StaffOrderList } from '@juicyin/contract';
import { DAY_MS, nextStatuses, riyadhDayStart } from '@juicyin/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../area.ts';
import type { Database } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { orders, shoppers } from '../db/schema.ts';
import { type PageQuery, pageOf, pageWindow } from '../http/pagination.ts';
import { registerEndpoint } from '../http/route.ts';
import { query } from '../orders/sql.ts';
import { staffIdOf } from './guard.ts';

/** The queue's filters and order, as `listStaffOrders` parsed them. */
export interface QueueQuery extends PageQuery {
  readonly status?: StaffOrder['status'] | undefined;
  /** Days (YYYY-MM-DD) in store time. */
  readonly placedFrom?: string | undefined;
  readonly placedTo?: string | undefined;
  readonly city?: string | undefined;
  readonly payment?: StaffOrder['paymentMethod'] | undefined;
  readonly q?: string | undefined;
  readonly sort: 'placedAt' | '-placedAt' | 'grandTotal' | '-grandTotal' | 'number' | '-number';
}

/** `text` matched literally inside ILIKE: its %, _ and \ escaped (the pattern uses ESCAPE '\'). */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const customerName = sql`(s.first_name || ' ' || s.last_name)`;

function whereOf(filters: Omit<QueueQuery, 'sort' | 'page' | 'pageSize'>): SQL {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(sql`o.status = ${filters.status}`);
  if (filters.placedFrom) conditions.push(sql`o.placed_at >= ${riyadhDayStart(filters.placedFrom)}`);
  if (filters.placedTo) {
    conditions.push(sql`o.placed_at < ${new Date(riyadhDayStart(filters.placedTo).getTime() + DAY_MS)}`);
  }
  if (filters.city) conditions.push(sql`o.address->>'city' = ${filters.city}`);
  if (filters.payment) conditions.push(sql`o.payment_method = ${filters.payment}`);
  if (filters.q) {
    const pattern = likeContaining(filters.q);
    conditions.push(
      sql`(o.number ilike ${pattern} escape '\\' or ${customerName} ilike ${pattern} escape '\\'
           or s.email ilike ${pattern} escape '\\')`,
    );
  }
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

const sortColumns = { placedAt: sql`o.placed_at`, grandTotal: sql`o.grand_total`, number: sql`o.number` } as const;

function orderByOf(sort: QueueQuery['sort']): SQL {
  const descending = sort.startsWith('-');
  const column = sortColumns[(descending ? sort.slice(1) : sort) as keyof typeof sortColumns];
  return descending ? sql`${column} desc, o.id desc` : sql`${column} asc, o.id asc`;
}

type QueueRow = Pick<
  Row<typeof orders>,
  'id' | 'number' | 'status' | 'placed_at' | 'delivered_at' | 'grand_total' | 'payment_method' | 'points_earned'
> & {
  status_since: Row<typeof orders>['placed_at'];
  city: string;
  item_count: number;
  customer_id: Row<typeof shoppers>['id'];
  customer_name: string;
  customer_email: Row<typeof shoppers>['email'];
};

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Orders as staff see them in the queue, one query: the customer, the number of items and when the
 * order entered its status (its latest shipment event, else when it was placed).
 */
export async function queueRows(db: Database, where: SQL, orderBy: SQL, limit: number, offset: number) {
  const rows = await query<QueueRow>(
    db,
    sql`select o.id, o.number, o.status, o.placed_at, o.delivered_at, coalesce(o.address->>'city', '') as city,
               o.grand_total, o.payment_method, o.points_earned,
               s.id as customer_id, ${customerName} as customer_name, s.email as customer_email,
               (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as item_count,
               coalesce((select max(e.at) from shipment_events e where e.order_id = o.id), o.placed_at) as status_since
        from orders o join shoppers s on s.id = o.shopper_id
        where ${where} order by ${orderBy} limit ${limit} offset ${offset}`,
  );
  return rows.map((row): StaffOrder => ({
    id: row.id,
    number: row.number,
    status: row.status,
    placedAt: iso(row.placed_at),
    statusSince: iso(row.status_since),
    deliveredAt: row.delivered_at === null ? null : iso(row.delivered_at),
    customer: { id: row.customer_id, name: row.customer_name, email: row.customer_email },
    city: row.city,
    itemCount: row.item_count,
    grandTotal: row.grand_total,
    paymentMethod: row.payment_method,
    pointsEarned: row.points_earned,
    nextStatuses: [...nextStatuses(row.status, 'staff')],
  }));
}

/** One order as the queue shows it (after a staff member changed it). */
export async function queueOrder(db: Database, orderId: string): Promise<StaffOrder> {
  const [found] = await queueRows(db, sql`o.id = ${orderId}`, sql`o.id`, 1, 0);
  if (!found) throw new Error(`order ${orderId} vanished`);
  return found;
}

/** A page of the queue with the open orders' counts by status (whatever the filters) and every city. */
export async function staffQueue(db: Database, request: QueueQuery): Promise<StaffOrderList> {
  const where = whereOf(request);
  const { limit, offset } = pageWindow(request);
  const items = await queueRows(db, where, orderByOf(request.sort), limit, offset);
  const [total] = await query<{ total: number }>(
    db,
    sql`select count(*)::int as total from orders o join shoppers s on s.id = o.shopper_id where ${where}`,
  );
  const countRows = await query<{ status: 'placed' | 'processing' | 'shipping'; n: number }>(
    db,
    sql`select status, count(*)::int as n from orders where status in ('placed', 'processing', 'shipping')
        group by status`,
  );
  const counts = { placed: 0, processing: 0, shipping: 0 };
  for (const row of countRows) counts[row.status] = row.n;
  const cities = await query<{ city: string }>(
    db,
    sql`select distinct address->>'city' as city from orders where address->>'city' is not null order by city`,
  );
  return { ...pageOf(items, request, total?.total ?? 0), counts, cities: cities.map((row) => row.city) };
}

/** `GET /api/staff/orders`: the queue. */
export function staffQueueRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'resolve'>): void {
  registerEndpoint(app, listStaffOrders, deps.resolve, async ({ query, request }) => {
    staffIdOf(request);
    return staffQueue(deps.db, query);
  });
}
