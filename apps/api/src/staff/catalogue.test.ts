import type { ProductDetail, StaffProduct, StaffProductList } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Browser, drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';
import { signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 120_000 });

describe.each(drivers)('staff manage the catalogue over HTTP on %s', (driver) => {
  let server: TestServer;
  let staff: Browser;
  let slug: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
    staff = (await signInStaff(server)).browser;
    const [row] = await server.database.rows<{ slug: string }>(`select slug from products order by id limit 1`);
    slug = row?.slug ?? '';
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const open = async (product = slug) => (await staff.json<StaffProduct>(`/api/staff/products/${product}`)).body;
  const save = (
    product: StaffProduct,
    change: Partial<StaffProduct['variants'][number]>,
    version = product.version,
  ) => {
    const [first, ...rest] = product.variants;
    if (!first) throw new Error('a product without variants');
    return staff.json<StaffProduct & { error: { code: string; message: string; fields?: Record<string, string> } }>(
      `/api/staff/products/${product.slug}/variants`,
      {
        method: 'PUT',
        body: {
          version,
          variants: [{ ...first, ...change }, ...rest].map(({ sku, price, oldPrice, stock }) => ({
            sku,
            price,
            oldPrice,
            stock,
          })),
        },
      },
    );
  };
  const shopperView = async () =>
    (await new Browser(server.baseUrl).json<ProductDetail>(`/api/products/${slug}`)).body.variants[0];

  it('saves a price, an old price and stock: the shop shows them at once, the version grows, the log says what changed', async () => {
    const before = await open();
    const first = before.variants[0];
    if (!first) throw new Error('no variant');
    expect((await shopperView())?.price).toBe(first.price);
    const saved = await save(before, { price: 1234, oldPrice: 1500, stock: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(before.version + 1);
    expect(saved.body.variants[0]).toMatchObject({ sku: first.sku, price: 1234, oldPrice: 1500, stock: 0 });
    // The catalogue read model was invalidated: the shopper's next read has the new figures.
    expect(await shopperView()).toMatchObject({ sku: first.sku, price: 1234, oldPrice: 1500, inStock: false });
    const [logged] = await server.database.rows<{ action: string; details: { changed: Record<string, unknown> } }>(
      `select action, details from staff_actions where subject = $1 order by id desc limit 1`,
      [`product:${slug}`],
    );
    expect(logged?.action).toBe('product.variants');
    expect(logged?.details.changed[first.sku]).toEqual({
      price: [first.price, 1234],
      oldPrice: [first.oldPrice, 1500],
      stock: [first.stock, 0],
    });
  });

  it('refuses the second of two saves made from the same version, keeping the first', async () => {
    const opened = await open();
    const first = await save(opened, { price: 1111 });
    expect(first.status).toBe(200);
    const second = await save(opened, { price: 1222 });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('version_conflict');
    expect(second.body.error.message).toMatch(/since you opened it/);
    expect((await open()).variants[0]?.price).toBe(1111);
  });

  it('keeps the version when a save changes nothing', async () => {
    const opened = await open();
    const same = await save(opened, {});
    expect(same.status).toBe(200);
    expect(same.body.version).toBe(opened.version);
  });

  it('refuses an old price at or below the price, a SKU of another product, and an unknown product, each with its reason', async () => {
    const opened = await open();
    const price = opened.variants[0]?.price ?? 0;
    const below = await save(opened, { oldPrice: price });
    expect(below.status).toBe(400);
    expect(below.body.error.fields).toEqual({ 'variants.0.oldPrice': 'The old price is above the price, or empty' });
    const [other] = await server.database.rows<{ sku: string }>(
      `select v.sku from variants v join products p on p.id = v.product_id where p.slug <> $1 limit 1`,
      [slug],
    );
    const foreign = await save(opened, { sku: other?.sku ?? '' });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.code).toBe('unknown_variant');
    expect(foreign.body.error.fields).toEqual({ 'variants.0.sku': 'Not a variant of this product' });
    const missing = await save({ ...opened, slug: 'no-such-juice' }, {});
    expect(missing.status).toBe(404);
    expect((await open()).version).toBe(opened.version);
  });

  it('lists products by search (Arabic name or SKU), stock and sale, paginated', async () => {
    const opened = await open();
    const list = async (query: string) => (await staff.json<StaffProductList>(`/api/staff/products?${query}`)).body;
    const all = await list('pageSize=100');
    expect(all.total).toBeGreaterThan(1);
    expect(all.items.map((item) => item.name.en)).toEqual(
      [...all.items.map((item) => item.name.en)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const byArabic = await list(`q=${encodeURIComponent(opened.name.ar)}`);
    expect(byArabic.items.map((item) => item.slug)).toContain(slug);
    const bySku = await list(`q=${encodeURIComponent(opened.variants[0]?.sku.toLowerCase() ?? '')}`);
    expect(bySku.items.map((item) => item.slug)).toEqual([slug]);
    // The first test left its first variant out of stock and the others in.
    const some = await list('stock=some&pageSize=100');
    expect(some.items.find((item) => item.slug === slug)?.stock).toBe(opened.variants.length > 1 ? 'some' : undefined);
    const inStock = await list('stock=in&pageSize=100');
    expect(inStock.items.map((item) => item.slug)).not.toContain(slug);
    const onePage = await list('pageSize=1&page=2');
    expect(onePage).toMatchObject({ page: 2, pageSize: 1, total: all.total, pageCount: all.total });
    expect(onePage.items).toHaveLength(1);
    const pastTheEnd = await list(`pageSize=100&page=${String(all.pageCount + 1)}`);
    expect(pastTheEnd).toMatchObject({ items: [], total: all.total });
    const onSale = await list('sale=true&pageSize=100');
    expect(onSale.items.every((item) => item.onSale)).toBe(true);
  });
});
