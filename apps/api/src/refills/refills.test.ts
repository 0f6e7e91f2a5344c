import type { MyRefillList, ProductDetail, RefillProductList } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertOrder } from '../staff/test-orders.ts';
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

describe.each(drivers)('refills over HTTP on %s', (driver) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  /** A product's SKUs in Glass and in Regular, and its refill price. */
  async function productOf(slug: string) {
    const product = await new Browser(server.baseUrl).json<ProductDetail>(`/api/products/${slug}`);
    const glass = product.body.variants.find((variant) => variant.material === 'glass');
    const regular = product.body.variants.find((variant) => variant.material === 'regular');
    if (!glass || !regular || product.body.refillPrice === null) throw new Error(`${slug} has no glass or refill`);
    return { glassSku: glass.sku, regularSku: regular.sku, refillPrice: product.body.refillPrice };
  }

  /** An order whose Glass lines are refills: the line priced at the product's refill price. */
  async function insertRefill(
    shopperId: string,
    sku: string,
    quantity: number,
    status: 'placed' | 'delivered' | 'cancelled',
  ) {
    const order = await insertOrder(server.database, { shopperId, lines: [{ sku, quantity }], status });
    await server.database.rows(
      `update order_lines ol set unit_price = p.refill_price, line_total = p.refill_price * ol.quantity
       from products p where p.id = ol.product_id and ol.order_id = $1`,
      [order.id],
    );
    return order;
  }

  it('lists the juices sold in Glass with their Glass price and the lower refill price, to anyone', async () => {
    const list = await new Browser(server.baseUrl).json<RefillProductList>('/api/refills');
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThan(0);
    const orange = list.body.items.find((item) => item.product.slug === 'fresh-orange-juice');
    const detail = await new Browser(server.baseUrl).json<ProductDetail>('/api/products/fresh-orange-juice');
    const glassPrices = detail.body.variants.filter((variant) => variant.material === 'glass').map((v) => v.price);
    expect(orange).toMatchObject({ glassPrice: Math.min(...glassPrices), refillPrice: detail.body.refillPrice });
    for (const item of list.body.items) expect(item.refillPrice).toBeLessThan(item.glassPrice);
  });

  it('pages the juices offered for refill', async () => {
    const all = await new Browser(server.baseUrl).json<RefillProductList>('/api/refills?pageSize=60');
    const second = await new Browser(server.baseUrl).json<RefillProductList>('/api/refills?page=2&pageSize=5');
    expect(second.body).toMatchObject({ page: 2, pageSize: 5, total: all.body.total });
    expect(second.body.pageCount).toBe(Math.ceil(all.body.total / 5));
    expect(second.body.items.map((item) => item.product.slug)).toEqual(
      all.body.items.slice(5, 10).map((item) => item.product.slug),
    );
    expect((await new Browser(server.baseUrl).json('/api/refills?pageSize=0')).status).toBe(400);
  });

  it('leaves out a product whose refill price is not below its Glass price', async () => {
    await server.database.rows(
      `update products set refill_price = (select max(price) from variants v where v.product_id = products.id)
       where slug = 'green-detox'`,
    );
    await server.app.catalogue.invalidate();
    const list = await new Browser(server.baseUrl).json<RefillProductList>('/api/refills');
    expect(list.body.items.map((item) => item.product.slug)).not.toContain('green-detox');
    expect(list.body.items.map((item) => item.product.slug)).toContain('fresh-orange-juice');
  });

  it('answers 401 to a signed-out visitor asking what they can refill', async () => {
    const result = await new Browser(server.baseUrl).json<{ error: { code: string } }>('/api/me/refills');
    expect(result.status).toBe(401);
    expect(result.body.error.code).toBe('unauthenticated');
  });

  it('gives a shopper who has received nothing in Glass nothing to refill', async () => {
    const browser = new Browser(server.baseUrl);
    const { shopper } = await registerShopper(browser);
    const orange = await productOf('fresh-orange-juice');
    // Regular bottles delivered, a Glass one still on its way: nothing to refill yet.
    await insertOrder(server.database, {
      shopperId: shopper.id,
      lines: [{ sku: orange.regularSku, quantity: 4 }],
      status: 'delivered',
    });
    await insertOrder(server.database, { shopperId: shopper.id, lines: [{ sku: orange.glassSku, quantity: 1 }] });
    const mine = await browser.json<MyRefillList>('/api/me/refills');
    expect(mine.status).toBe(200);
    expect(mine.body.items).toEqual([]);
  });

  it('allows glass units delivered minus refills ordered (cancelled refills not counted), per product', async () => {
    const browser = new Browser(server.baseUrl);
    const { shopper } = await registerShopper(browser);
    const orange = await productOf('fresh-orange-juice');
    const mango = await productOf('mango-smoothie');
    await insertOrder(server.database, {
      shopperId: shopper.id,
      lines: [
        { sku: orange.glassSku, quantity: 2 },
        { sku: mango.glassSku, quantity: 1 },
      ],
      status: 'delivered',
    });
    await insertRefill(shopper.id, orange.glassSku, 1, 'placed');
    await insertRefill(shopper.id, orange.glassSku, 1, 'cancelled');
    // Mango's only glass is already being refilled: nothing left of it.
    await insertRefill(shopper.id, mango.glassSku, 1, 'placed');
    // Another shopper's orders are not theirs.
    const other = await registerShopper(new Browser(server.baseUrl));
    await insertOrder(server.database, {
      shopperId: other.shopper.id,
      lines: [{ sku: orange.glassSku, quantity: 5 }],
      status: 'delivered',
    });

    const mine = await browser.json<MyRefillList>('/api/me/refills');
    expect(
      mine.body.items.map(({ product, glassDelivered, refillsOrdered, available, refillPrice }) => ({
        slug: product.slug,
        glassDelivered,
        refillsOrdered,
        available,
        refillPrice,
      })),
    ).toEqual([
      {
        slug: 'fresh-orange-juice',
        glassDelivered: 2,
        refillsOrdered: 1,
        available: 1,
        refillPrice: orange.refillPrice,
      },
    ]);
  });

  it('counts a delivered refill as a glass delivered, so a bottle can be refilled again', async () => {
    const browser = new Browser(server.baseUrl);
    const { shopper } = await registerShopper(browser);
    const orange = await productOf('fresh-orange-juice');
    await insertOrder(server.database, {
      shopperId: shopper.id,
      lines: [{ sku: orange.glassSku, quantity: 1 }],
      status: 'delivered',
    });
    await insertRefill(shopper.id, orange.glassSku, 1, 'delivered');
    const mine = await browser.json<MyRefillList>('/api/me/refills');
    expect(mine.body.items).toMatchObject([
      { product: { slug: 'fresh-orange-juice' }, glassDelivered: 2, refillsOrdered: 1, available: 1 },
    ]);
  });
});
