import type { CreateReviewResponse, ProductDetail, ReviewList } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { advanceTo, insertOrder, signInStaff } from '../staff/test-orders.ts';
import {
  Browser,
  drivers,
  registerShopper,
  SETUP_TIMEOUT,
  startTestServer,
  type TestServer,
} from '../testing/server.ts';

// PGlite start-up is slow on a busy 2-core machine: a generous ceiling, not a timing check.
vi.setConfig({ testTimeout: 120_000 });

describe.each(drivers)('reviews over HTTP on %s', (driver) => {
  let server: TestServer;
  let staff: Browser;
  const slug = 'mango-smoothie';
  let sku = '';

  beforeAll(async () => {
    server = await startTestServer(driver);
    staff = (await signInStaff(server)).browser;
    const [variant] = await server.database.rows<{ sku: string }>(
      `select v.sku from variants v join products p on p.id = v.product_id where p.slug = $1 order by v.id limit 1`,
      [slug],
    );
    sku = variant?.sku ?? '';
    // A product nobody has rated yet, so the averages below are exact.
    await server.database.rows(
      `update products set rating_tenths = 0, review_count = 0, rating_sum_tenths = null where slug = $1`,
      [slug],
    );
    await server.app.catalogue.invalidate();
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const post = (browser: Browser, body: unknown, product = slug) =>
    browser.json<CreateReviewResponse & { error: { code: string; message: string } }>(
      `/api/products/${product}/reviews`,
      { method: 'POST', body },
    );
  const reviewPoints = async (shopperId: string) =>
    server.database.rows<{ amount: number }>(
      `select amount from points_ledger where shopper_id = $1 and type = 'review'`,
      [shopperId],
    );

  it('refuses a review of a product the shopper has not received (403), also while the order is on its way', async () => {
    const browser = new Browser(server.baseUrl);
    const { shopper } = await registerShopper(browser);
    expect((await browser.json(`/api/me/reviews/${slug}`)).body).toEqual({
      eligible: false,
      reason: 'not_received',
      review: null,
    });
    const none = await post(browser, { rating: 5, text: 'Looks tasty' });
    expect(none.status).toBe(403);
    expect(none.body.error.code).toBe('not_received');
    expect(none.body.error.message).toMatch(/delivered to you/);

    const order = await insertOrder(server.database, { shopperId: shopper.id, lines: [{ sku, quantity: 1 }] });
    await advanceTo(staff, order.number, 'shipping');
    expect((await post(browser, { rating: 5, text: 'On its way' })).status).toBe(403);
    expect(await reviewPoints(shopper.id)).toEqual([]);
  });

  it('takes one review per received product, credits 1 point once and keeps the average and count in step', async () => {
    const first = new Browser(server.baseUrl);
    const { shopper } = await registerShopper(first, { firstName: 'Huda', lastName: 'al-Otaibi' });
    const order = await insertOrder(server.database, { shopperId: shopper.id, lines: [{ sku, quantity: 2 }] });
    await advanceTo(staff, order.number);

    expect((await first.json(`/api/me/reviews/${slug}`)).body).toEqual({ eligible: true, reason: null, review: null });
    const created = await post(first, { rating: 4, text: '  Thick and cold, just right.  ' });
    expect(created.status).toBe(201);
    expect(created.body.pointsCredited).toBe(1);
    expect(created.body.review).toMatchObject({ author: 'Huda A.', rating: 4, text: 'Thick and cold, just right.' });

    const again = await post(first, { rating: 1, text: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_reviewed');
    expect(await reviewPoints(shopper.id)).toEqual([{ amount: 1 }]);
    expect((await first.json(`/api/me/reviews/${slug}`)).body).toEqual({
      eligible: false,
      reason: 'already_reviewed',
      review: created.body.review,
    });

    const second = new Browser(server.baseUrl);
    const other = await registerShopper(second, { firstName: 'Omar' });
    const otherOrder = await insertOrder(server.database, {
      shopperId: other.shopper.id,
      lines: [{ sku, quantity: 1 }],
    });
    await advanceTo(staff, otherOrder.number);
    expect((await post(second, { rating: 5, text: 'Best mango in Riyadh' })).status).toBe(201);

    const list = await new Browser(server.baseUrl).json<ReviewList>(`/api/products/${slug}/reviews`);
    expect(list.status).toBe(200);
    expect(list.body.average).toBe(4.5);
    expect(list.body.total).toBe(2);
    expect(list.body.distribution).toEqual({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 });
    expect(list.body.items.map((review) => review.rating)).toEqual([5, 4]);

    // The catalogue shows the new rating and count (its read model was invalidated).
    const product = await new Browser(server.baseUrl).json<ProductDetail>(`/api/products/${slug}`);
    expect(product.body).toMatchObject({ rating: 4.5, reviewCount: 2 });
  });

  it('pages the reviews newest first and answers 404 for an unknown product', async () => {
    const page = await new Browser(server.baseUrl).json<ReviewList>(`/api/products/${slug}/reviews?page=2&pageSize=1`);
    expect(page.body).toMatchObject({ page: 2, pageSize: 1, total: 2, pageCount: 2 });
    expect(page.body.items.map((review) => review.rating)).toEqual([4]);
    expect((await new Browser(server.baseUrl).json('/api/products/no-such-juice/reviews')).status).toBe(404);
  });

  it('rejects a rating outside 1–5, empty text and a signed-out author', async () => {
    const browser = new Browser(server.baseUrl);
    await registerShopper(browser);
    const invalid = await browser.json<{ error: { fields: Record<string, string> } }>(`/api/products/${slug}/reviews`, {
      method: 'POST',
      body: { rating: 6, text: ' ' },
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.fields).sort()).toEqual(['rating', 'text']);
    expect((await post(new Browser(server.baseUrl), { rating: 5, text: 'Hi' })).status).toBe(401);
  });
});
