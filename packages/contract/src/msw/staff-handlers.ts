import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { Endpoint } from '../endpoint.ts';
import { fieldErrors } from '../errors.ts';
import * as dashboard from '../staff/dashboard-endpoints.ts';
import { type StaffNote, type StaffOrderDetail, staffNoteBodySchema } from '../staff/dashboard-schemas.ts';
import * as staff from '../staff/endpoints.ts';
import type { StaffOrder, StaffWalletEntry } from '../staff/schemas.ts';
import {
  advanceOrderBodySchema,
  goodwillBodySchema,
  staffActionSchema,
  staffActionsQuerySchema,
  staffCancelBodySchema,
  staffOrderSchema,
  staffWalletQuerySchema,
} from '../staff/schemas.ts';
import { fixtures } from './fixtures.ts';

/*
 * The dashboard's order, wallet and actions pages' stories: a story's own little server (state per
 * call) that answers as the API does — it moves an order along the status machine, cancels it,
 * keeps notes, settles refunds and withdrawals, credits goodwill and records each action; it
 * refuses bad input with the API's 400 `invalid_input` and field messages, and wrong states with 409.
 */

type StaffAction = z.output<typeof staffActionSchema>;
type Status = StaffOrderDetail['status'];

const paths = (endpoint: Endpoint) => endpoint.path.replace(/^\/api/, '*/api');
const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;
const route = (endpoint: Endpoint, resolver: Parameters<typeof http.get>[1]) =>
  methods[endpoint.method](paths(endpoint), resolver);

const staffMember = { id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d', email: 'sara@juicyin.sa' };
const colleague = { id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a', email: 'omar@juicyin.sa' };

const invalid = (error: z.ZodError) =>
  HttpResponse.json(
    {
      error: {
        code: 'invalid_input',
        message: 'The request is not valid; see the field messages',
        fields: fieldErrors(error),
      },
    },
    { status: 400 },
  );
const refused = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

/** The statuses staff may move an order to from each status (the domain's status machine). */
const nextStatuses: Record<Status, Status[]> = {
  placed: ['processing', 'cancelled'],
  processing: ['shipping', 'cancelled'],
  shipping: ['delivered'],
  delivered: [],
  cancelled: [],
};

const standardText: Record<Status, { en: string; ar: string }> = {
  placed: { en: 'Order placed', ar: 'تم استلام الطلب' },
  processing: { en: 'Being prepared', ar: 'قيد التحضير' },
  shipping: { en: 'Out for delivery', ar: 'خرج للتوصيل' },
  delivered: { en: 'Delivered', ar: 'تم التوصيل' },
  cancelled: { en: 'Cancelled', ar: 'ملغى' },
};

const { order } = fixtures;

/** An order in Processing: placed by the shopper, moved on by a colleague, with one note. */
const processingOrder: StaffOrderDetail = {
  ...fixtures.staffOrder,
  number: order.number,
  status: 'processing',
  placedAt: order.placedAt,
  statusSince: '2026-11-22T11:00:00.000Z',
  customer: fixtures.staffOrder.customer,
  city: order.address.city,
  itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
  grandTotal: order.totals.grandTotal,
  pointsEarned: order.totals.pointsEarned,
  nextStatuses: nextStatuses.processing,
  lines: order.lines,
  address: order.address,
  location: { lat: 24.7136, lng: 46.6753 },
  contact: { email: fixtures.staffOrder.customer.email, mobile: order.address.mobile },
  payment: order.payment,
  totals: order.totals,
  cancelReason: null,
  timeline: [
    { status: 'placed', at: order.placedAt, location: 'Riyadh', text: standardText.placed, staff: null },
    {
      status: 'processing',
      at: '2026-11-22T11:00:00.000Z',
      location: 'Riyadh kitchen',
      text: { en: 'Being prepared in the kitchen', ar: 'قيد التحضير في المطبخ' },
      staff: colleague,
    },
  ],
  notes: [
    {
      id: 1,
      text: 'The shopper asked for no ice in the smoothie.',
      at: '2026-11-22T11:05:00.000Z',
      staff: colleague,
    },
  ],
};

const withStatus = (detail: StaffOrderDetail, status: Status, extra: Partial<StaffOrderDetail> = {}) => ({
  ...detail,
  status,
  nextStatuses: nextStatuses[status],
  ...extra,
});

const shippingOrder: StaffOrderDetail = withStatus(processingOrder, 'shipping', {
  statusSince: '2026-11-22T13:30:00.000Z',
  timeline: [
    ...processingOrder.timeline,
    {
      status: 'shipping',
      at: '2026-11-22T13:30:00.000Z',
      location: 'Riyadh',
      text: { en: 'Out for delivery', ar: 'خرج للتوصيل' },
      staff: staffMember,
    },
  ],
});

const cancelledOrder: StaffOrderDetail = withStatus(processingOrder, 'cancelled', {
  statusSince: '2026-11-22T12:00:00.000Z',
  cancelReason: 'The mangoes did not arrive today.',
  timeline: [
    ...processingOrder.timeline,
    {
      status: 'cancelled',
      at: '2026-11-22T12:00:00.000Z',
      location: '',
      text: { en: 'Cancelled: The mangoes did not arrive today.', ar: 'أُلغي: The mangoes did not arrive today.' },
      staff: staffMember,
    },
  ],
});

const placedOrder: StaffOrderDetail = withStatus(processingOrder, 'placed', {
  statusSince: order.placedAt,
  location: null,
  contact: { email: fixtures.staffOrder.customer.email, mobile: null },
  timeline: processingOrder.timeline.slice(0, 1),
  notes: [],
});

const uuid = (prefix: string, index: number) => `${prefix}-4c7d-4e9f-8a1b-${String(index).padStart(12, '0')}`;
const shoppers = [
  fixtures.staffOrder.customer,
  { id: uuid('7a6b5c4d', 1), name: 'Faisal Al-Qahtani', email: 'faisal@example.com' },
  { id: uuid('7a6b5c4d', 2), name: 'Reem Al-Otaibi', email: 'reem@example.com' },
];

/** 28 wallet entries needing staff: refunds and withdrawals, pending (two pages), and a few done. */
const walletEntries: StaffWalletEntry[] = Array.from({ length: 28 }, (_, index) => {
  const refund = index % 3 !== 2;
  const customer = shoppers[index % shoppers.length] ?? fixtures.staffOrder.customer;
  const status = index < 26 ? 'pending' : index === 26 ? 'completed' : 'failed';
  const orderNumber = refund ? `JY-2611${String(10 + (index % 12))}-${String(1000 + index)}A` : null;
  return {
    id: uuid('3b2a1c0d', index),
    at: new Date(Date.UTC(2026, 10, 20, 8 + (index % 10), index)).toISOString(),
    type: refund ? 'refund' : 'withdrawal',
    orderNumber,
    description: refund ? `Refund of cancelled order ${orderNumber ?? ''}` : 'Withdraw Deposit',
    amount: refund ? 2500 + index * 150 : -(4000 + index * 100),
    status,
    customer,
  };
});

const actionKinds = [
  'order.status',
  'order.note',
  'order.cancel',
  'wallet.settle-refund',
  'wallet.complete-withdrawal',
  'wallet.goodwill',
];

/** 60 actions, newest first, by two staff members (as the API records them: `order:<number>` or `wallet:<id>`). */
const actions: StaffAction[] = Array.from({ length: 60 }, (_, index) => {
  const action = actionKinds[index % actionKinds.length] ?? 'order.status';
  const onOrder = action.startsWith('order.');
  const entry = walletEntries[index % walletEntries.length];
  return {
    id: 60 - index,
    staff: index % 4 === 3 ? colleague : staffMember,
    action,
    subject: onOrder
      ? `order:JY-2611${String(10 + (index % 3))}-${String(2000 + (index % 7))}B`
      : `wallet:${entry?.id ?? ''}`,
    details:
      action === 'order.status'
        ? { from: 'processing', to: 'shipping', location: 'Riyadh', text: 'Out for delivery' }
        : action === 'order.cancel'
          ? { from: 'placed', reason: 'Out of stock' }
          : action === 'order.note'
            ? { text: 'Called the shopper' }
            : action === 'wallet.goodwill'
              ? { shopperId: shoppers[2]?.id, amount: 1500, description: 'Sorry for the wait' }
              : { shopperId: entry?.customer.id, amount: entry?.amount ?? 0, from: 'pending', to: 'completed' },
    at: new Date(Date.UTC(2026, 10, 22, 12, 0) - index * 37 * 60_000).toISOString(),
  };
});

export const staffFixtures = {
  processingOrder,
  shippingOrder,
  cancelledOrder,
  placedOrder,
  walletEntries,
  actions,
  staffMember,
};

/** The order as the move and cancel endpoints answer: without its detail. */
const summary = (detail: StaffOrderDetail): StaffOrder => staffOrderSchema.parse(detail);

/** A story's own order server: the order answers, moves, cancels and takes notes; others are 404. */
function orderServer(start: StaffOrderDetail, options: { conflictOn?: 'advance' | 'cancel' } = {}): HttpHandler[] {
  let current = structuredClone(start);
  let noteId = 100;
  const at = () => new Date().toISOString();
  return [
    route(dashboard.getStaffOrder, ({ params }) =>
      params['number'] === current.number
        ? HttpResponse.json(current)
        : refused(404, 'not_found', 'Not signed in as staff, or no such record'),
    ),
    route(staff.advanceOrder, async ({ request }) => {
      const body = advanceOrderBodySchema.safeParse(await request.json());
      if (!body.success) return invalid(body.error);
      if (options.conflictOn === 'advance') {
        // A colleague cancelled it a moment ago.
        current = withStatus(current, 'cancelled', { cancelReason: 'The shopper called to cancel.' });
      }
      if (!current.nextStatuses.includes(body.data.status)) {
        return refused(409, 'invalid_state', 'The status machine does not allow this move from the current status');
      }
      const text = body.data.text ? { en: body.data.text, ar: body.data.text } : standardText[body.data.status];
      current = withStatus(current, body.data.status, {
        statusSince: at(),
        deliveredAt: body.data.status === 'delivered' ? at() : null,
        timeline: [
          ...current.timeline,
          { status: body.data.status, at: at(), location: body.data.location, text, staff: staffMember },
        ],
      });
      return HttpResponse.json(summary(current));
    }),
    route(staff.staffCancelOrder, async ({ request }) => {
      const body = staffCancelBodySchema.safeParse(await request.json());
      if (!body.success) return invalid(body.error);
      if (options.conflictOn === 'cancel') current = withStatus(current, 'shipping', { statusSince: at() });
      if (!current.nextStatuses.includes('cancelled')) {
        return refused(409, 'not_cancellable', 'The order is shipping, delivered or cancelled');
      }
      current = withStatus(current, 'cancelled', {
        statusSince: at(),
        cancelReason: body.data.reason,
        timeline: [
          ...current.timeline,
          {
            status: 'cancelled',
            at: at(),
            location: '',
            text: { en: `Cancelled: ${body.data.reason}`, ar: `أُلغي: ${body.data.reason}` },
            staff: staffMember,
          },
        ],
      });
      return HttpResponse.json(summary(current));
    }),
    route(dashboard.addStaffOrderNote, async ({ request }) => {
      const body = staffNoteBodySchema.safeParse(await request.json());
      if (!body.success) return invalid(body.error);
      const note: StaffNote = { id: (noteId += 1), text: body.data.text, at: at(), staff: staffMember };
      current = { ...current, notes: [...current.notes, note] };
      return HttpResponse.json(note, { status: 201 });
    }),
  ];
}

/** A story's own wallet server: pending entries a page at a time, settled, completed or failed once; goodwill for known shoppers. */
function walletServer(start: readonly StaffWalletEntry[] = walletEntries): HttpHandler[] {
  let entries = structuredClone([...start]);
  const change = (id: string, from: StaffWalletEntry['type'], to: StaffWalletEntry['status'], message: string) => {
    const entry = entries.find((item) => item.id === id);
    if (!entry) return refused(404, 'not_found', 'Not signed in as staff, or no such record');
    if (entry.type !== from || entry.status !== 'pending') return refused(409, 'invalid_state', message);
    const changed = { ...entry, status: to };
    entries = entries.map((item) => (item.id === id ? changed : item));
    return HttpResponse.json(changed);
  };
  return [
    route(staff.listStaffWallet, ({ request }) => {
      const search = Object.fromEntries(new URL(request.url).searchParams);
      const query = staffWalletQuerySchema.safeParse(search);
      if (!query.success) return invalid(query.error);
      const { type, status, page, pageSize } = query.data;
      const matching = entries.filter(
        (entry) => entry.status === status && (type ? entry.type === type : entry.type !== 'goodwill'),
      );
      const items = matching.slice((page - 1) * pageSize, page * pageSize);
      return HttpResponse.json({
        items,
        page,
        pageSize,
        total: matching.length,
        pageCount: Math.ceil(matching.length / pageSize),
      });
    }),
    route(staff.staffSettleRefund, ({ params }) =>
      change(String(params['id']), 'refund', 'completed', 'The entry is not a pending refund'),
    ),
    route(staff.staffCompleteWithdrawal, ({ params }) =>
      change(String(params['id']), 'withdrawal', 'completed', 'The entry is not a pending withdrawal'),
    ),
    route(staff.staffFailWithdrawal, ({ params }) =>
      change(String(params['id']), 'withdrawal', 'failed', 'The entry is not a pending withdrawal'),
    ),
    route(staff.grantGoodwill, async ({ request }) => {
      const body = goodwillBodySchema.safeParse(await request.json());
      if (!body.success) return invalid(body.error);
      const customer = shoppers.find((shopper) => shopper.email === body.data.email);
      if (!customer) {
        return HttpResponse.json(
          {
            error: {
              code: 'invalid_input',
              message: 'No shopper has this e-mail address',
              fields: { email: 'No shopper has this e-mail address' },
            },
          },
          { status: 400 },
        );
      }
      const entry: StaffWalletEntry = {
        id: uuid('1f2e3d4c', entries.length),
        at: new Date().toISOString(),
        type: 'goodwill',
        orderNumber: null,
        description: body.data.description,
        amount: body.data.amount,
        status: 'completed',
        customer,
      };
      entries = [...entries, entry];
      return HttpResponse.json(entry, { status: 201 });
    }),
  ];
}

/** The actions record, filtered by subject (exactly, as the API does), action kind and staff e-mail, newest first. */
function actionsServer(start: readonly StaffAction[] = actions): HttpHandler[] {
  return [
    route(staff.listStaffActions, ({ request }) => {
      const query = staffActionsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return invalid(query.error);
      const { subject, action, staff: email, page, pageSize } = query.data;
      const matching = start.filter(
        (item) =>
          (!subject || item.subject === subject) &&
          (!action || item.action === action) &&
          (!email || item.staff.email === email),
      );
      return HttpResponse.json({
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: matching.length,
        pageCount: Math.ceil(matching.length / pageSize),
      });
    }),
  ];
}

const serverDown = () => refused(500, 'internal', 'Something went wrong on our side');
const never = () => new Promise<Response>(() => undefined);

/** The dashboard pages' handler groups; each call is a fresh server (a story's own state). */
export const staffHandlers = {
  order: {
    processing: () => orderServer(processingOrder),
    placed: () => orderServer(placedOrder),
    shipping: () => orderServer(shippingOrder),
    cancelled: () => orderServer(cancelledOrder),
    /** A colleague cancels the order just before this staff member moves it on: 409. */
    advanceConflict: () => orderServer(processingOrder, { conflictOn: 'advance' }),
    /** The order ships just before this staff member cancels it: 409 not_cancellable. */
    cancelConflict: () => orderServer(processingOrder, { conflictOn: 'cancel' }),
    loading: () => [route(dashboard.getStaffOrder, never)],
    error: () => [route(dashboard.getStaffOrder, serverDown)],
  },
  wallet: {
    full: () => walletServer(),
    /** A colleague settled the refund a moment before: Settle answers 409. */
    settleConflict: () => [
      route(staff.staffSettleRefund, () => refused(409, 'invalid_state', 'The entry is not a pending refund')),
      ...walletServer(),
    ],
    empty: () => walletServer([]),
    loading: () => [route(staff.listStaffWallet, never)],
    error: () => [route(staff.listStaffWallet, serverDown)],
  },
  actions: {
    full: () => actionsServer(),
    empty: () => actionsServer([]),
    loading: () => [route(staff.listStaffActions, never)],
    error: () => [route(staff.listStaffActions, serverDown)],
  },
};
