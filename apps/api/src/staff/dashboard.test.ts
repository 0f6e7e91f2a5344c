// The dashboard's own endpoints over real HTTP: the staff session with the store's lateness
// thresholds, one order in full, internal notes, and the staff action log's filters.
import type { OrderDetail, staffActionListSchema, StaffNote, StaffOrderDetail, StaffSession } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { fastShopper, place, putInBag, stockedVariant } from '../checkout/testing.ts';
import {
  Browser,
  drivers,
  registerShopper,
  SETUP_TIMEOUT,
  startTestServer,
  type TestServer,
} from '../testing/server.ts';
import { advanceTo, signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 60_000 });

type StaffActionList = z.output<typeof staffActionListSchema>;

describe.each(drivers)('the dashboard endpoints on %s', (driver) => {
  let server: TestServer;
  let staff: Awaited<ReturnType<typeof signInStaff>>;
  let offset = 0;

  beforeAll(async () => {
    server = await startTestServer(driver);
    staff = await signInStaff(server);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  /** A real order, placed through checkout, to an address with a confirmed pin. */
  async function placedOrder() {
    const shopper = await fastShopper(server.database, server.baseUrl);
    await server.database.rows('update addresses set lat = 24.7136, lng = 46.6753 where id = $1', [shopper.addressId]);
    const variant = await stockedVariant(server.database, { stock: 50, price: 2300, offset: offset++ });
    await putInBag(server.database, shopper.id, variant.id, 2);
    const placed = await place(shopper, `dash-${String(offset)}`);
    expect(placed.status).toBe(201);
    return { shopper, order: placed.body };
  }

  it('tells staff who they are and the store lateness thresholds; 404 to shoppers and visitors', async () => {
    const session = await staff.browser.json<StaffSession>('/api/staff/session');
    expect(session.status).toBe(200);
    expect(session.body).toEqual({
      staff: { id: staff.id, email: staff.email, name: 'Sami Staff' },
      lateAfterMinutes: { placed: 15, processing: 45, shipping: 90 },
    });
    await server.database.rows('update store_settings set late_placed_minutes = 20 where id = 1');
    const changed = await staff.browser.json<StaffSession>('/api/staff/session');
    expect(changed.body.lateAfterMinutes.placed).toBe(20);
    await server.database.rows('update store_settings set late_placed_minutes = 15 where id = 1');

    const shopper = new Browser(server.baseUrl);
    await registerShopper(shopper);
    for (const browser of [new Browser(server.baseUrl), shopper]) {
      const hidden = await browser.json<{ error: { code: string } }>('/api/staff/session');
      expect(hidden.status).toBe(404);
      expect(hidden.body.error.code).toBe('not_found');
    }
  });

  it('shows one order in full: lines at prices paid, address and pin, contact, payment, totals, timeline, notes', async () => {
    const { shopper, order } = await placedOrder();
    await advanceTo(staff.browser, order.number, 'processing');
    const note = await staff.browser.json<StaffNote>(`/api/staff/orders/${order.number}/notes`, {
      method: 'POST',
      body: { text: '  Ring the bell twice\nthen wait  ' },
    });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({
      text: 'Ring the bell twice\nthen wait',
      staff: { id: staff.id, email: staff.email },
    });

    const detail = await staff.browser.json<StaffOrderDetail>(`/api/staff/orders/${order.number.toLowerCase()}`);
    expect(detail.status).toBe(200);
    const { body } = detail;
    expect(body).toMatchObject({
      number: order.number,
      status: 'processing',
      lines: order.lines,
      address: order.address,
      location: { lat: 24.7136, lng: 46.6753 },
      payment: order.payment,
      totals: order.totals,
      cancelReason: null,
      itemCount: 2,
    });
    expect(body.contact.email).toMatch(/@example\.com$/);
    expect(body.timeline.map((event) => [event.status, event.staff?.id ?? null])).toEqual([
      ['placed', null],
      ['processing', staff.id],
    ]);
    expect(body.notes).toEqual([note.body]);
    expect(body.statusSince).toBe(body.timeline[1]?.at);

    // The shopper's own view of the order shows neither the pin nor the notes.
    const own = await shopper.json<OrderDetail & { location?: unknown; notes?: unknown }>(
      `/api/me/orders/${order.number}`,
    );
    expect(own.body.address).toEqual(order.address);
    expect('location' in own.body.address).toBe(false);
    expect(own.body.notes).toBeUndefined();

    const cancel = await staff.browser.json(`/api/staff/orders/${order.number}/cancel`, {
      method: 'POST',
      body: { reason: 'The customer called to cancel' },
    });
    expect(cancel.status).toBe(200);
    const cancelled = await staff.browser.json<StaffOrderDetail>(`/api/staff/orders/${order.number}`);
    expect(cancelled.body.cancelReason).toBe('The customer called to cancel');
    expect(cancelled.body.timeline.at(-1)).toMatchObject({ status: 'cancelled', staff: { id: staff.id } });

    const unknown = await staff.browser.json<{ error: { code: string } }>('/api/staff/orders/JY-NOPE-00000');
    expect(unknown.status).toBe(404);
    const noteOnUnknown = await staff.browser.json('/api/staff/orders/JY-NOPE-00000/notes', {
      method: 'POST',
      body: { text: 'x' },
    });
    expect(noteOnUnknown.status).toBe(404);
  });

  it('records a note as the staff action order.note; the action log filters by action and by staff e-mail', async () => {
    const { order } = await placedOrder();
    await advanceTo(staff.browser, order.number, 'processing');
    const note = await staff.browser.json<StaffNote>(`/api/staff/orders/${order.number}/notes`, {
      method: 'POST',
      body: { text: 'Fragile: glass bottles' },
    });
    const subject = `order:${order.number}`;
    const notes = await staff.browser.json<StaffActionList>(
      `/api/staff/actions?subject=${subject}&action=order.note&staff=${encodeURIComponent(staff.email.toUpperCase())}`,
    );
    expect(notes.status).toBe(200);
    expect(notes.body.total).toBe(1);
    expect(notes.body.items[0]).toMatchObject({
      action: 'order.note',
      subject,
      staff: { id: staff.id, email: staff.email },
      details: { noteId: note.body.id },
    });
    const moves = await staff.browser.json<StaffActionList>(
      `/api/staff/actions?subject=${subject}&action=order.status`,
    );
    expect(moves.body.items.map((item) => item.action)).toEqual(['order.status']);
    const nobody = await staff.browser.json<StaffActionList>(`/api/staff/actions?staff=nobody@example.com`);
    expect(nobody.body).toMatchObject({ total: 0, items: [] });
  });
});
