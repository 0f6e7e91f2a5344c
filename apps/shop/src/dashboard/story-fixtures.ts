// Staff data for the dashboard's stories and tests: a staff session, orders of every status whose
// ages are fixed offsets from the stories' stopped clock (so a story always shows "12 minutes"),
// and MSW handlers that answer `listStaffOrders` as the API does (filters, sort, pages, counts).
import {
  getStaffSession,
  listStaffOrders,
  STAFF_ORDER_SORTS,
  streamStaffEvents,
  type StaffOrder,
  type StaffOrderList,
  type StaffSession,
} from '@juicyin/contract';
import {
  type MockEventStream,
  mockEndpoint,
  mockEndpointError,
  mockEndpointPending,
  mockEventStream,
} from '@juicyin/contract/msw';
import { http, HttpResponse } from 'msw';

export const storyStaffSession: StaffSession = {
  staff: { id: '0b9a8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d', email: 'amal.staff@juicyin.example', name: 'Amal Al-Qahtani' },
  lateAfterMinutes: { placed: 15, processing: 45, shipping: 90 },
};

/** The stories' "now" (their stopped clock): the afternoon of 22 November 2026, 17:00 in Riyadh. */
export const STORY_NOW = Date.parse('2026-11-22T14:00:00.000Z');
const shoppers = [
  { id: '6f1f7c0a-5b1e-4c55-9d3c-1a2b3c4d5e6f', name: 'Noura Al-Harbi', email: 'noura@example.com' },
  { id: '7a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d', name: 'Faisal Al-Otaibi', email: 'faisal@example.com' },
  { id: '8b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e', name: 'سارة الدوسري', email: 'sara@example.com' },
] as const;
const cities = ['Riyadh', 'Jeddah', 'Dammam'] as const;
const next: Record<StaffOrder['status'], StaffOrder['nextStatuses']> = {
  placed: ['processing', 'cancelled'],
  processing: ['shipping', 'cancelled'],
  shipping: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** An order placed `minutesAgo` minutes before the stories' `STORY_NOW`. */
export function storyOrder(index: number, status: StaffOrder['status'], minutesAgo: number): StaffOrder {
  const placedAt = new Date(STORY_NOW - minutesAgo * 60_000).toISOString();
  const shopper = shoppers[index % shoppers.length] ?? shoppers[0];
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    number: `JY-261124-${String(1000 + index)}`,
    status,
    placedAt,
    statusSince: placedAt,
    deliveredAt: status === 'delivered' ? placedAt : null,
    customer: shopper,
    city: cities[index % cities.length] ?? 'Riyadh',
    itemCount: 1 + (index % 4),
    grandTotal: 2_350 + index * 1_175,
    paymentMethod: (['card', 'cod', 'wallet'] as const)[index % 3] ?? 'card',
    pointsEarned: 10 + index,
    nextStatuses: next[status],
  };
}

/** A busy morning: fresh and late orders in each open status, and some delivered or cancelled. */
export const busyOrders: readonly StaffOrder[] = [
  storyOrder(1, 'placed', 3),
  storyOrder(2, 'placed', 12),
  storyOrder(3, 'processing', 20),
  storyOrder(4, 'processing', 38),
  storyOrder(5, 'shipping', 55),
  storyOrder(6, 'delivered', 600),
  storyOrder(7, 'cancelled', 1500),
];

/** The same with orders past their thresholds: Placed 40 min, Processing 2 h 5 min, Shipping 1 day. */
export const lateOrders: readonly StaffOrder[] = [
  storyOrder(11, 'placed', 40),
  storyOrder(12, 'placed', 4),
  storyOrder(13, 'processing', 125),
  storyOrder(14, 'shipping', 24 * 60 + 60),
];

/** Many orders for the table: two and a bit pages. */
export const manyOrders: readonly StaffOrder[] = Array.from({ length: 56 }, (_, index) =>
  storyOrder(
    100 + index,
    (['placed', 'processing', 'shipping', 'delivered', 'cancelled'] as const)[index % 5] ?? 'placed',
    5 + index * 37,
  ),
);

type Sort = (typeof STAFF_ORDER_SORTS)[number];
const compare: Record<string, (a: StaffOrder, b: StaffOrder) => number> = {
  placedAt: (a, b) => Date.parse(a.placedAt) - Date.parse(b.placedAt),
  grandTotal: (a, b) => a.grandTotal - b.grandTotal,
  number: (a, b) => a.number.localeCompare(b.number),
};

/** What the API answers for `search` over `orders` (the staff orders endpoint's rules, in memory). */
export function answerOrders(orders: readonly StaffOrder[], search: URLSearchParams): StaffOrderList {
  const get = (name: string) => search.get(name) ?? undefined;
  const q = get('q')?.toLowerCase();
  const day = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 10);
  const found = orders.filter(
    (order) =>
      (!get('status') || order.status === get('status')) &&
      (!get('city') || order.city === get('city')) &&
      (!get('payment') || order.paymentMethod === get('payment')) &&
      (!get('placedFrom') || day(order.placedAt) >= (get('placedFrom') ?? '')) &&
      (!get('placedTo') || day(order.placedAt) <= (get('placedTo') ?? '')) &&
      (!q ||
        order.number.toLowerCase().includes(q) ||
        order.customer.name.toLowerCase().includes(q) ||
        order.customer.email.includes(q)),
  );
  const sort: Sort = STAFF_ORDER_SORTS.find((each) => each === get('sort')) ?? 'placedAt';
  const by = compare[sort.replace('-', '')] ?? compare['placedAt'];
  const sorted = [...found].sort((a, b) => (sort.startsWith('-') ? -1 : 1) * (by?.(a, b) ?? 0));
  const pageSize = Number(get('pageSize') ?? 25);
  const page = Number(get('page') ?? 1);
  const count = (status: StaffOrder['status']) => orders.filter((order) => order.status === status).length;
  return listStaffOrders.response.parse({
    items: sorted.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: found.length,
    pageCount: Math.ceil(found.length / pageSize),
    counts: { placed: count('placed'), processing: count('processing'), shipping: count('shipping') },
    cities: [...new Set(orders.map((order) => order.city))].sort(),
  });
}

const ordersPath = listStaffOrders.path.replace(/^\/api/, '*/api');
const notFound = { code: 'not_found', message: 'No route for GET /api/staff/session' };

/** MSW handlers of the dashboard's stories, by name. */
export const dashboardHandlers = {
  /** A staff member is signed in. */
  staff: [mockEndpoint(getStaffSession, storyStaffSession)],
  /** A shopper or visitor: the staff session is a 404. */
  notStaff: [mockEndpointError(getStaffSession, 404, notFound)],
  /** `listStaffOrders` over these orders. */
  orders: (orders: readonly StaffOrder[]) => [
    http.get(ordersPath, ({ request }) => HttpResponse.json(answerOrders(orders, new URL(request.url).searchParams))),
  ],
  ordersLoading: [mockEndpointPending(listStaffOrders)],
  ordersError: [
    mockEndpointError(listStaffOrders, 500, { code: 'internal', message: 'Something went wrong on our side' }),
  ],
};

/** The staff stream of a story (build it in `beforeEach`: it needs the browser's EventSource). */
export function staffStream(): MockEventStream<typeof streamStaffEvents> {
  return mockEventStream(streamStaffEvents);
}
