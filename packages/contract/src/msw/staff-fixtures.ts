import { nextStatuses, STANDARD_EVENT_TEXT } from '@juicyin/domain';
import type { z } from 'zod';
import type { StaffOrderDetail } from '../staff/dashboard-schemas.ts';
import type { staffActionSchema, StaffWalletEntry } from '../staff/schemas.ts';
import { fixtures } from './fixtures.ts';

/*
 * The dashboard stories' data: orders in each status (as staff see them), wallet entries needing
 * staff, and the record of staff actions; each parses by the contract (staff-fixtures.test.ts).
 */

export type StaffAction = z.output<typeof staffActionSchema>;
type Status = StaffOrderDetail['status'];

const staffMember = { id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d', email: 'sara@juicyin.sa' };
const colleague = { id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a', email: 'omar@juicyin.sa' };

/** The statuses staff may move an order to from each status (the domain's status machine). */
const staffNext = (status: Status): Status[] => [...nextStatuses(status, 'staff')];

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
  nextStatuses: staffNext('processing'),
  lines: order.lines,
  address: order.address,
  location: { lat: 24.7136, lng: 46.6753 },
  contact: { email: fixtures.staffOrder.customer.email, mobile: order.address.mobile },
  payment: order.payment,
  totals: order.totals,
  cancelReason: null,
  timeline: [
    { status: 'placed', at: order.placedAt, location: 'Riyadh', text: STANDARD_EVENT_TEXT.placed, staff: null },
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

export const withStatus = (detail: StaffOrderDetail, status: Status, extra: Partial<StaffOrderDetail> = {}) => ({
  ...detail,
  status,
  nextStatuses: staffNext(status),
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

export const uuid = (prefix: string, index: number) => `${prefix}-4c7d-4e9f-8a1b-${String(index).padStart(12, '0')}`;
export const shoppers = [
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
  'product.variants',
  'store.settings',
];

/** 60 actions, newest first, by two staff members (as the API records them: `order:<number>`, `wallet:<id>`, `product:<slug>` or `store`). */
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
      : action === 'product.variants'
        ? 'product:fresh-orange-juice'
        : action === 'store.settings'
          ? 'store'
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
              : action === 'product.variants'
                ? { version: 4, changed: { 'OJ-PL-250': { price: [1250, 1100], stock: [0, 40] } } }
                : action === 'store.settings'
                  ? {
                      version: 2,
                      changed: { 'cashOnDelivery.enabled': [false, true], 'cashOnDelivery.fee': [0, 1250] },
                    }
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
