import type { OrderEvent } from '@juicyin/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { orderEvents } from '../db/schema.ts';
import { query } from './sql.ts';

/** The notification channel told after a transaction that wrote order events commits. */
export const ORDER_EVENTS_CHANNEL = 'order_events';

/** Held from an event's insert to its transaction's end, so that `seq` grows in commit order. */
const ORDER_EVENTS_LOCK = 7420117;

export interface OrderEventInput {
  readonly orderId: string;
  readonly number: string;
  readonly kind: OrderEvent['kind'];
  readonly status: OrderEvent['status'];
  readonly at: Date;
}

/**
 * The statement writing one order event. Make it the transaction's LAST statement (alone, through
 * `recordOrderEvent`, or with other writes through `inOneStatement`): it takes a transaction-level
 * advisory lock before the event is numbered, so events are numbered one transaction at a time and
 * each commits before the next is numbered. A stream that has sent every event up to `seq`
 * therefore never finds a smaller `seq` committed later (an identity alone would not promise that
 * on PostgreSQL, where a transaction numbered earlier may commit later). The lock is held only for
 * this statement and the commit. After the commit, tell the streams (`OrderEventHub.published`).
 */
export function orderEventStatement(event: OrderEventInput): SQL {
  return sql`insert into order_events (order_id, number, kind, status, at)
             select ${event.orderId}, ${event.number}, ${event.kind}, ${event.status}, ${event.at}
             from (select pg_advisory_xact_lock(${ORDER_EVENTS_LOCK})) as numbered_one_at_a_time`;
}

/** Writes one order event in the caller's transaction, as its last statement (see `orderEventStatement`). */
export async function recordOrderEvent(tx: Database, event: OrderEventInput): Promise<void> {
  await tx.execute(orderEventStatement(event));
}

/** `status` has no check in the database: it is always an order status, written from the order's. */
type EventRow = Pick<Row<typeof orderEvents>, 'seq' | 'number' | 'kind' | 'at'> & { status: OrderEvent['status'] };

/**
 * Events after `after`, oldest first, at most `limit`. With `orderId`, only this order's, as its
 * shopper sees them: without staff's internal notes.
 */
export async function orderEventsAfter(
  db: Database,
  after: number,
  orderId: string | null,
  limit: number,
): Promise<OrderEvent[]> {
  const rows = await query<EventRow>(
    db,
    sql`select seq, number, kind, status, at from order_events
        where seq > ${after} ${orderId === null ? sql`` : sql`and order_id = ${orderId} and kind <> 'note'`}
        order by seq limit ${limit}`,
  );
  return rows.map((row) => ({
    seq: Number(row.seq),
    number: row.number,
    kind: row.kind,
    status: row.status,
    at: new Date(row.at).toISOString(),
  }));
}

/** The latest event's `seq` (0 when there is none): where a stream opened without a resume point starts. */
export async function latestOrderEventSeq(db: Database): Promise<number> {
  const [row] = await query<{ seq: string | number | null }>(db, sql`select max(seq) as seq from order_events`);
  return Number(row?.seq ?? 0);
}
