import { statusEventText } from '@juicyin/domain';
import { HttpResponse, type HttpHandler } from 'msw';
import * as dashboard from '../staff/dashboard-endpoints.ts';
import {
  type StaffEnquiry,
  type StaffNote,
  type StaffOrderDetail,
  staffEnquiriesQuerySchema,
  staffNoteBodySchema,
} from '../staff/dashboard-schemas.ts';
import * as staff from '../staff/endpoints.ts';
import type { StaffOrder, StaffWalletEntry } from '../staff/schemas.ts';
import {
  advanceOrderBodySchema,
  goodwillBodySchema,
  staffActionsQuerySchema,
  staffCancelBodySchema,
  staffOrderSchema,
  staffWalletQuerySchema,
} from '../staff/schemas.ts';
import { enquiryInbox } from './content-fixtures.ts';
import { staffCatalogueHandlers } from './staff-catalogue-handlers.ts';
import { specialsHandlers } from './specials-handlers.ts';
import { staffCommentsHandlers } from './staff-comments-handlers.ts';
import { staffCouponsHandlers } from './staff-coupons-handlers.ts';
import { loyaltyEventsHandlers } from './loyalty-events-handlers.ts';
import { staffImagesHandlers } from './staff-images-handlers.ts';
import { shoppers, type StaffAction, staffFixtures, uuid, withStatus } from './staff-fixtures.ts';
import { invalidInput, refused, route } from './answers.ts';

/*
 * The dashboard's order, wallet and actions pages' stories: a story's own little server (state per
 * call) that answers as the API does — it moves an order along the status machine, cancels it,
 * keeps notes, settles refunds and withdrawals, credits goodwill and records each action; it
 * refuses bad input with the API's 400 `invalid_input` and field messages, and wrong states with 409.
 */

const { processingOrder, shippingOrder, cancelledOrder, placedOrder, walletEntries, actions, staffMember } =
  staffFixtures;

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
      if (!body.success) return invalidInput(body.error);
      if (options.conflictOn === 'advance') {
        // A colleague cancelled it a moment ago.
        current = withStatus(current, 'cancelled', { cancelReason: 'The shopper called to cancel.' });
      }
      if (!current.nextStatuses.includes(body.data.status)) {
        return refused(409, 'invalid_state', 'The status machine does not allow this move from the current status');
      }
      // As the API stores it: a preset in both languages, staff's own words as written for both.
      const text = statusEventText(body.data.status, body.data);
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
      if (!body.success) return invalidInput(body.error);
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
      if (!body.success) return invalidInput(body.error);
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
      if (!query.success) return invalidInput(query.error);
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
      if (!body.success) return invalidInput(body.error);
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
      if (!query.success) return invalidInput(query.error);
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

/**
 * The inbox's enquiries: the content fixtures' two (a price-match report and a contact enquiry),
 * then older ones of both kinds, enough for more than one page.
 */
export const inboxEnquiries: readonly StaffEnquiry[] = [
  ...enquiryInbox.items,
  ...Array.from({ length: 28 }, (_, index): StaffEnquiry => {
    const priceMatch = index % 3 === 0;
    return {
      id: `5a4b3c2d-1e0f-4a9b-8c7d-${String(index).padStart(12, '0')}`,
      kind: priceMatch ? 'price-match' : 'contact',
      fullName: shoppers[index % shoppers.length]?.name ?? 'Noura Al-Harbi',
      email: shoppers[index % shoppers.length]?.email ?? 'noura@example.com',
      enquiry: priceMatch ? null : `Question ${String(index + 1)}: can you deliver to Al Khobar on Fridays?`,
      priceMatch: priceMatch
        ? { product: 'Mango Juice 1 LTR', seenAt: 'Juice Market', price: 1450 + index * 5, link: null }
        : null,
      receivedAt: new Date(Date.parse('2026-11-21T12:00:00.000Z') - index * 3_600_000).toISOString(),
    };
  }),
];

/** The enquiry inbox as the API answers it: newest first, by kind, a page at a time. */
function enquiriesServer(enquiries: readonly StaffEnquiry[] = inboxEnquiries): HttpHandler[] {
  return [
    route(dashboard.listStaffEnquiries, ({ request }) => {
      const parsed = staffEnquiriesQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return invalidInput(parsed.error);
      const { kind, page, pageSize } = parsed.data;
      const matching = enquiries
        .filter((enquiry) => !kind || enquiry.kind === kind)
        .sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt));
      return HttpResponse.json({
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: matching.length,
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
  enquiries: {
    full: () => enquiriesServer(),
    empty: () => enquiriesServer([]),
    loading: () => [route(dashboard.listStaffEnquiries, never)],
    error: () => [route(dashboard.listStaffEnquiries, serverDown)],
  },
  actions: {
    full: () => actionsServer(),
    empty: () => actionsServer([]),
    loading: () => [route(staff.listStaffActions, never)],
    error: () => [route(staff.listStaffActions, serverDown)],
  },
  /** The catalogue screens' server (`staff-catalogue-handlers.ts`). */
  catalogue: staffCatalogueHandlers,
  /** The specials calendar's server (`specials-handlers.ts`). */
  specials: specialsHandlers,
  /** The coupon screens' server (`staff-coupons-handlers.ts`). */
  coupons: staffCouponsHandlers,
  /** The comment moderation screen's server (`staff-comments-handlers.ts`). */
  comments: staffCommentsHandlers,
  /** The loyalty events screen's server (`loyalty-events-handlers.ts`). */
  loyaltyEvents: loyaltyEventsHandlers,
  /** A product's uploaded pictures (`staff-images-handlers.ts`). */
  images: staffImagesHandlers,
};
