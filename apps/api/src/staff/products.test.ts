import type { ProductDetail, ProductList, StaffProduct } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastShopper } from '../checkout/testing.ts';
import { Browser, drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';
import { createProduct, productBody } from './product-testing.ts';
import { signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 120_000 });

describe.each(drivers)('staff create products over HTTP on %s', (driver) => {
  let server: TestServer;
  let staff: Browser;

  beforeAll(async () => {
    server = await startTestServer(driver);
    staff = (await signInStaff(server)).browser;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const shopper = () => new Browser(server.baseUrl);

  it('creates a product that the shop shows at once (its page, search, the generated pictures) and logs it', async () => {
    const body = productBody({ refillPrice: 500, seasons: ['winter', 'summer'] });
    const created = await createProduct(staff, body, `create-${body.slug}`);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: body.slug,
      name: body.name,
      flavour: body.flavour,
      seasons: ['winter', 'summer'],
      refillPrice: 500,
      archivedAt: null,
      version: 1,
      variants: [{ ...body.variants[0], ordered: false }],
    });
    const page = await shopper().json<ProductDetail>(`/api/products/${body.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ name: body.name, refillPrice: 500, highlights: body.highlights });
    expect(page.body.variants[0]).toMatchObject({ sku: body.variants[0]?.sku, price: 1400, inStock: true });
    const found = await shopper().json<ProductList>(`/api/products?q=${encodeURIComponent(body.name.en)}`);
    expect(found.body.items.map((item) => item.slug)).toEqual([body.slug]);
    const picture = await shopper().fetch(page.body.images.regular[0] ?? '');
    expect(picture.status).toBe(200);
    expect(await picture.text()).toContain('<svg');
    const [logged] = await server.database.rows<{ action: string; details: Record<string, unknown> }>(
      `select action, details from staff_actions where subject = $1`,
      [`product:${body.slug}`],
    );
    expect(logged).toMatchObject({ action: 'product.create', details: { version: 1, refillPrice: 500 } });
  });

  it('answers a double submit with the product the first created, creating one', async () => {
    const body = productBody();
    const first = await createProduct(staff, body, `twice-${body.slug}`);
    const again = await createProduct(staff, body, `twice-${body.slug}`);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const [count] = await server.database.rows<{ count: number }>(
      `select count(*)::int as count from products where slug = $1`,
      [body.slug],
    );
    expect(count?.count).toBe(1);
    const other = await createProduct(staff, { ...body, refillPrice: 700 }, `twice-${body.slug}`);
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
  });

  it('refuses a taken slug and a taken SKU with their own codes, creating nothing', async () => {
    const body = productBody();
    expect((await createProduct(staff, body, `first-${body.slug}`)).status).toBe(201);
    const sameSlug = await createProduct(staff, productBody({ slug: body.slug }), `slug-${body.slug}`);
    expect(sameSlug.status).toBe(409);
    expect(sameSlug.body.error).toMatchObject({
      code: 'product_slug_taken',
      fields: { slug: 'A product has this slug already' },
    });
    const next = productBody();
    const sameSku = await createProduct(staff, { ...next, variants: body.variants }, `sku-${next.slug}`);
    expect(sameSku.status).toBe(409);
    expect(sameSku.body.error).toMatchObject({
      code: 'sku_taken',
      fields: { 'variants.0.sku': 'Another variant has this SKU' },
    });
    expect((await staff.json(`/api/staff/products/${next.slug}`)).status).toBe(404);
  });

  it('refuses a body without variants, a bad slug, empty names and an old price below the price, field by field', async () => {
    const body = productBody();
    const [variant] = body.variants;
    const refused = await createProduct(
      staff,
      {
        ...body,
        slug: 'Kiwi Juice',
        name: { en: ' ', ar: 'كيوي' },
        variants: [{ ...variant, oldPrice: 1000 }],
      },
      `bad-${body.slug}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('invalid_input');
    expect(refused.body.error.fields).toMatchObject({
      slug: 'Lower-case letters, digits and hyphens (e.g. fresh-kiwi-juice)',
      'name.en': 'Required',
      'variants.0.oldPrice': 'The old price is above the price, or empty',
    });
    const none = await createProduct(staff, { ...body, variants: [] }, `none-${body.slug}`);
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toMatchObject({ variants: 'At least one variant' });
    const noKey = await staff.json<{ error: { code: string } }>('/api/staff/products', { method: 'POST', body });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.code).toBe('idempotency_key_missing');
  });

  it('answers 404 to shoppers and signed-out visitors, creating nothing', async () => {
    const shopperSession = await fastShopper(server.database, server.baseUrl);
    const body = productBody();
    const asShopper = await shopperSession.json('/api/staff/products', {
      method: 'POST',
      body,
      headers: { 'idempotency-key': 'shopper-try' },
    });
    expect(asShopper.status).toBe(404);
    const [row] = await server.database.rows<{ slug: string }>(`select slug from products order by id limit 1`);
    const existing = row?.slug ?? '';
    for (const [path, method] of [
      [`/api/staff/products/${existing}`, 'PUT'],
      [`/api/staff/products/${existing}/archive`, 'POST'],
      [`/api/staff/products/${existing}/variants`, 'POST'],
    ] as const) {
      expect((await shopperSession.json(path, { method, body: {} })).status).toBe(404);
      expect((await shopper().json(path, { method, body: {} })).status).toBe(404);
    }
    expect((await staff.json<StaffProduct>(`/api/staff/products/${existing}`)).body.archivedAt).toBeNull();
    expect((await staff.json(`/api/staff/products/${body.slug}`)).status).toBe(404);
  });
});
