import {
  addStaffOrderNote,
  getStaffOrder,
  getStaffSession,
  type OrderEvent,
  type StaffNote,
  type StaffOrderDetail,
  streamStaffEvents,
} from '@juicyin/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { orderNotes, orders, shipmentEvents, shoppers, storeSettings } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { registerStreamEndpoint } from '../http/stream-route.ts';
import { registerEndpoint } from '../http/route.ts';
import { latestOrderEventSeq, orderEventsAfter, recordOrderEvent } from '../orders/events.ts';
import { query } from '../orders/sql.ts';
import { addressOf, orderContents, type OrderRow, pinOf } from '../orders/view.ts';
import { queueOrder } from './queue.ts';
import { recordStaffAction } from './actions.ts';
import { staffIdOf } from './guard.ts';
import type { StaffDeps } from './deps.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

async function findOrder(db: Database, number: string): Promise<OrderRow> {
  const [order] = await query<OrderRow>(db, sql`select * from orders where number = ${number.trim().toUpperCase()}`);
  if (!order) throw new HttpError(404, 'not_found', `No order has the number ${number}`);
  return order;
}

type NoteRow = Pick<Row<typeof orderNotes>, 'id' | 'text' | 'at' | 'staff_id'> & Pick<Row<typeof shoppers>, 'email'>;

const noteView = (row: NoteRow): StaffNote => ({
  id: Number(row.id),
  text: row.text,
  at: iso(row.at),
  staff: { id: row.staff_id, email: row.email },
});

/** One order with everything staff need to prepare, deliver or cancel it. */
async function staffOrderDetail(db: Database, number: string): Promise<StaffOrderDetail> {
  const order = await findOrder(db, number);
  const summary = await queueOrder(db, order.id);
  const contents = await orderContents(db, order);
  const [contact] = await query<Pick<Row<typeof shoppers>, 'email' | 'mobile'>>(
    db,
    sql`select email, mobile from shoppers where id = ${order.shopper_id}`,
  );
  const [cancel] = await query<{ reason: string | null }>(
    db,
    sql`select details->>'reason' as reason from staff_actions
        where subject = ${`order:${order.number}`} and action = 'order.cancel' order by at desc, id desc limit 1`,
  );
  const timeline = await query<
    Pick<Row<typeof shipmentEvents>, 'status' | 'location' | 'text_en' | 'text_ar' | 'at' | 'staff_id'> & {
      email: Row<typeof shoppers>['email'] | null;
    }
  >(
    db,
    sql`select e.status, e.location, e.text_en, e.text_ar, e.at, e.staff_id, s.email
        from shipment_events e left join shoppers s on s.id = e.staff_id
        where e.order_id = ${order.id} order by e.at, e.id`,
  );
  const notes = await query<NoteRow>(
    db,
    sql`select n.id, n.text, n.at, n.staff_id, s.email from order_notes n join shoppers s on s.id = n.staff_id
        where n.order_id = ${order.id} order by n.at, n.id`,
  );
  return {
    ...summary,
    ...contents,
    address: addressOf(order),
    location: pinOf(order),
    contact: { email: contact?.email ?? summary.customer.email, mobile: contact?.mobile ?? null },
    cancelReason: order.status === 'cancelled' ? (cancel?.reason ?? null) : null,
    timeline: timeline.map((event) => ({
      status: event.status,
      at: iso(event.at),
      location: event.location,
      text: { en: event.text_en, ar: event.text_ar },
      staff: event.staff_id === null ? null : { id: event.staff_id, email: event.email ?? '' },
    })),
    notes: notes.map(noteView),
  };
}

/**
 * The fulfilment dashboard's own endpoints (issue #17): who is signed in with the store's lateness
 * thresholds, one order in full, internal notes, and every order change live. The staff plugin's
 * guard (guard.ts) has already answered 404 to anyone who is not staff.
 */
export function dashboardRoutes(
  app: FastifyInstance,
  deps: Pick<StaffDeps, 'db' | 'resolve' | 'clock' | 'orderEvents' | 'published'>,
): void {
  const { db, resolve } = deps;
  const staffId = staffIdOf;

  registerEndpoint(app, getStaffSession, resolve, async ({ request }) => {
    const id = staffId(request);
    const [row] = await query<
      Pick<Row<typeof shoppers>, 'email'> & {
        name: string;
        placed: Row<typeof storeSettings>['late_placed_minutes'];
        processing: Row<typeof storeSettings>['late_processing_minutes'];
        shipping: Row<typeof storeSettings>['late_shipping_minutes'];
      }
    >(
      db,
      sql`select s.email, s.first_name || ' ' || s.last_name as name, t.late_placed_minutes as placed,
                 t.late_processing_minutes as processing, t.late_shipping_minutes as shipping
          from shoppers s cross join store_settings t where s.id = ${id} and t.id = 1`,
    );
    if (!row) throw new Error('The store settings are missing: the database was not seeded');
    return {
      staff: { id, email: row.email, name: row.name },
      lateAfterMinutes: { placed: row.placed, processing: row.processing, shipping: row.shipping },
    };
  });

  registerEndpoint(app, getStaffOrder, resolve, async ({ params, request }) => {
    staffId(request);
    return staffOrderDetail(db, params.number);
  });

  registerEndpoint(app, addStaffOrderNote, resolve, async ({ params, body, request }) => {
    const staff = staffId(request);
    const order = await findOrder(db, params.number);
    const now = deps.clock();
    const note = await db.transaction(async (tx) => {
      const [row] = await query<NoteRow>(
        tx,
        sql`with note as (
              insert into order_notes (order_id, staff_id, text, at) values (${order.id}, ${staff}, ${body.text}, ${now})
              returning id, text, at, staff_id
            )
            select note.*, s.email from note join shoppers s on s.id = note.staff_id`,
      );
      if (!row) throw new Error('insert returned no row');
      await recordStaffAction(tx, staff, 'order.note', `order:${order.number}`, { noteId: Number(row.id) }, now);
      // The status as this transaction sees it (a move may have committed since the order was read).
      const [current] = await query<Pick<Row<typeof orders>, 'status'>>(
        tx,
        sql`select status from orders where id = ${order.id}`,
      );
      await recordOrderEvent(tx, {
        orderId: order.id,
        number: order.number,
        kind: 'note',
        status: current?.status ?? order.status,
        at: now,
      });
      return noteView(row);
    });
    deps.published(request);
    return note;
  });

  registerStreamEndpoint(app, streamStaffEvents, resolve, { streams: deps.orderEvents, event: 'order' }, (context) => {
    staffId(context.request);
    return Promise.resolve({
      source: {
        read: (after, limit) => orderEventsAfter(db, after, null, limit),
        idOf: (event: OrderEvent) => event.seq,
      },
      latest: () => latestOrderEventSeq(db),
    });
  });
}
