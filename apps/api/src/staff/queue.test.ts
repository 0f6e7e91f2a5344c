// The staff queue over real HTTP: filters (status, days in Riyadh, city, payment, search), sort,
// statusSince, the open orders' counts whatever the filters, and the cities to filter by.
import type { StaffOrderList } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastShopper } from '../checkout/testing.ts';
import { drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';
import { likeContaining } from './queue.ts';
import { advanceTo, insertOrder, signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 60_000 });

describe('the queue helpers', () => {
  it('matches LIKE wildcards and the escape character literally', () => {
    expect(likeContaining('100%_x\\y')).toBe('%100\\%\\_x\\\\y%');
  });
});

describe.each(drivers)('the staff queue on %s', (driver) => {
  let server: TestServer;
  let staff: Awaited<ReturnType<typeof signInStaff>>;
  let sku = '';

  beforeAll(async () => {
    server = await startTestServer(driver);
    staff = await signInStaff(server);
    const [row] = await server.database.rows<{ sku: string }>('select sku from variants order by id limit 1');
    sku = row?.sku ?? '';
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const list = async (query: string) => {
    const paged = query.includes('pageSize=') ? query : `pageSize=100&${query}`;
    const result = await staff.browser.json<StaffOrderList>(`/api/staff/orders?${paged}`);
    expect(result.status).toBe(200);
    return result.body;
  };
  const numbers = (page: StaffOrderList) => page.items.map((item) => item.number);

  /** A shopper named as given, with an order placed at `placedAt` delivered to `city`, paid by `payment`. */
  async function order(input: {
    name: [string, string];
    email: string;
    placedAt: string;
    city: string;
    payment: 'card' | 'cod' | 'wallet';
    grandTotal: number;
  }) {
    const shopper = await fastShopper(server.database, server.baseUrl);
    await server.database.rows('update shoppers set first_name = $2, last_name = $3, email = $4 where id = $1', [
      shopper.id,
      ...input.name,
      input.email,
    ]);
    const placed = await insertOrder(server.database, {
      shopperId: shopper.id,
      lines: [{ sku, quantity: 1 }],
      placedAt: new Date(input.placedAt),
    });
    await server.database.rows(
      `update orders set address = jsonb_set(address, '{city}', to_jsonb($2::text)), payment_method = $3,
         grand_total = $4 where id = $1`,
      [placed.id, input.city, input.payment, input.grandTotal],
    );
    return placed.number;
  }

  it('filters, searches and sorts, with statusSince, counts of open orders and every city', async () => {
    const before = await list('');
    const tag = `q${Date.now().toString(36)}`;
    // 00:30 on 21 November in Riyadh (still the 20th in UTC).
    const o1 = await order({
      name: ['Layla', 'Qahtani'],
      email: `layla.${tag}@example.com`,
      placedAt: '2026-11-20T21:30:00Z',
      city: 'Jeddah',
      payment: 'card',
      grandTotal: 5000,
    });
    // 23:30 on 20 November in Riyadh.
    const o2 = await order({
      name: ['Layla', 'Qahtani'],
      email: `layla2.${tag}@example.com`,
      placedAt: '2026-11-20T20:30:00Z',
      city: 'Jeddah',
      payment: 'cod',
      grandTotal: 3000,
    });
    const o3 = await order({
      name: ['Omar', '100%_Fresh'],
      email: `omar.${tag}@example.com`,
      placedAt: '2026-11-22T10:00:00Z',
      city: 'Dammam',
      payment: 'wallet',
      grandTotal: 9000,
    });
    await advanceTo(staff.browser, o2, 'processing');
    await advanceTo(staff.browser, o3, 'shipping');

    // Search: part of the e-mail, any case; all three share the tag.
    const tagged = await list(`q=${tag.toUpperCase()}`);
    expect(numbers(tagged)).toEqual([o2, o1, o3]); // placedAt ascending by default
    expect(tagged.total).toBe(3);
    // A day in Riyadh: o1 was placed on the 21st there, o2 on the 20th.
    expect(numbers(await list(`q=${tag}&placedFrom=2026-11-21&placedTo=2026-11-21`))).toEqual([o1]);
    expect(numbers(await list(`q=${tag}&placedTo=2026-11-20`))).toEqual([o2]);
    expect(numbers(await list(`q=${tag}&placedFrom=2026-11-21`))).toEqual([o1, o3]);
    // City (exactly), payment, status.
    expect(numbers(await list(`q=${tag}&city=Jeddah`))).toEqual([o2, o1]);
    expect(numbers(await list(`q=${tag}&payment=cod`))).toEqual([o2]);
    expect(numbers(await list(`q=${tag}&status=shipping`))).toEqual([o3]);
    // Name, case-insensitive; LIKE wildcards in the search are literal characters.
    expect(numbers(await list('q=layla%20qahtani'))).toEqual([o2, o1]);
    expect(numbers(await list('q=100%25_f'))).toEqual([o3]);
    expect(numbers(await list('q=%25'))).toEqual([o3]);
    expect(numbers(await list('q=_'))).toEqual([o3]);
    // Part of the order number.
    expect(numbers(await list(`q=${o3.slice(-6).toLowerCase()}`))).toEqual([o3]);
    // Sort, with a leading - for descending.
    expect(numbers(await list(`q=${tag}&sort=-grandTotal`))).toEqual([o3, o1, o2]);
    expect(numbers(await list(`q=${tag}&sort=grandTotal`))).toEqual([o2, o1, o3]);
    expect(numbers(await list(`q=${tag}&sort=-placedAt`))).toEqual([o3, o1, o2]);
    expect(numbers(await list(`q=${tag}&sort=number`))).toEqual([o1, o2, o3].sort());
    // Paging keeps the filtered total.
    const second = await list(`q=${tag}&pageSize=2&page=2`);
    expect(second).toMatchObject({ total: 3, pageCount: 2, page: 2 });
    expect(numbers(second)).toEqual([o3]);

    // statusSince: the latest shipment event, else when it was placed.
    const byNumber = new Map(tagged.items.map((item) => [item.number, item]));
    expect(byNumber.get(o1)?.statusSince).toBe('2026-11-20T21:30:00.000Z');
    const moved = byNumber.get(o2);
    expect(moved?.status).toBe('processing');
    expect(Date.parse(moved?.statusSince ?? '')).toBeGreaterThan(Date.parse(moved?.placedAt ?? ''));

    // Counts of open orders, whatever the filters; cities sorted.
    const after = await list(`q=${tag}&status=shipping`);
    expect(after.counts).toEqual({
      placed: before.counts.placed + 1,
      processing: before.counts.processing + 1,
      shipping: before.counts.shipping + 1,
    });
    expect(after.cities).toEqual([...new Set([...before.cities, 'Dammam', 'Jeddah'])].sort());
  });
});
