import type { HomeSections, ProductDetail, ProductList } from '@juicyin/contract';
import { addCalendarDays, CATEGORIES, normalizeSearchText, riyadhDay, riyadhDayStart, SEASONS } from '@juicyin/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Browser, drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';

// PGlite start-up is slow on a busy 2-core machine: a generous ceiling, not a timing check.
vi.setConfig({ testTimeout: 120_000 });

describe.each(drivers)('the catalogue over HTTP on %s', (driver) => {
  let server: TestServer;
  let browser: Browser;
  let now = new Date();
  const list = async (query = '') => {
    const { status, body } = await browser.json<ProductList>(`/api/products${query}`);
    expect(status).toBe(200);
    return body;
  };

  beforeAll(async () => {
    server = await startTestServer(driver, { clock: () => now });
    browser = new Browser(server.baseUrl);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('is seeded with at least 40 products over every category and season, in English and Arabic', async () => {
    const all = await list('?pageSize=60');
    expect(all.total).toBeGreaterThanOrEqual(40);
    expect(all.facets.categories.map((facet) => facet.value)).toEqual([...CATEGORIES]);
    for (const facet of all.facets.categories) expect(facet.count).toBeGreaterThan(0);
    for (const season of SEASONS) expect((await list(`?season=${season}`)).total).toBeGreaterThan(0);
    for (const item of all.items) {
      expect(item.name.ar).toMatch(/[\u0600-\u06ff]/);
      expect(item.description.ar).toMatch(/[\u0600-\u06ff]/);
      expect(Number.isInteger(item.price)).toBe(true);
    }
    expect(all.items.some((item) => item.oldPrice !== null && item.discountPercent !== null)).toBe(true);
  });

  it('filters by category, material, size, price and sale, and every card satisfies the filter', async () => {
    const detox = await list('?category=detox&material=glass&size=2-ltr&sale=sale');
    expect(detox.total).toBeGreaterThan(0);
    for (const item of detox.items) {
      expect(item.category).toBe('detox');
      expect(item.defaultVariant).toMatchObject({ material: 'glass', size: '2-ltr' });
      expect(item.oldPrice).not.toBeNull();
    }
    const cheap = await list('?maxPrice=1500');
    for (const item of cheap.items) expect(item.price).toBeLessThanOrEqual(1500);
    // The price facet is the slider's range: it ignores the price filter itself.
    expect(cheap.facets.price.min).toBeLessThanOrEqual(1500);
    expect(cheap.facets.price.max).toBeGreaterThan(1500);
  });

  it('counts each facet with the other filters applied but not its own', async () => {
    const fruit = await list('?category=fruit-juice');
    const orangeCount = fruit.facets.flavours.find((facet) => facet.value === 'orange')?.count;
    expect(orangeCount).toBe(1);
    // The category facet ignores the category filter: it still counts every category.
    expect(fruit.facets.categories.find((facet) => facet.value === 'detox')?.count).toBeGreaterThan(0);
    const { sale, regular } = fruit.facets.sale;
    expect((await list('?category=fruit-juice&sale=sale')).total).toBe(sale);
    expect((await list('?category=fruit-juice&sale=regular')).total).toBe(regular);
    const mango = await list('?flavour=mango');
    expect(mango.items.map((item) => item.category).sort()).toEqual(['fruit-juice', 'ice-cream', 'smoothies']);
  });

  it('sorts by price both ways, by rating and by newest, and pages without overlap', async () => {
    const ascending = await list('?sort=price-asc&pageSize=60');
    const prices = ascending.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = (await list('?sort=price-desc&pageSize=60')).items.map((item) => item.price);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const ratings = (await list('?sort=rating&pageSize=60')).items.map((item) => item.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const first = await list('?sort=newest&pageSize=10&page=1');
    const second = await list('?sort=newest&pageSize=10&page=2');
    expect(first.pageCount).toBe(Math.ceil(first.total / 10));
    const firstSlugs = new Set(first.items.map((item) => item.slug));
    expect(second.items.some((item) => firstSlugs.has(item.slug))).toBe(false);
  });

  it('searches names, descriptions and flavours in both languages, tolerant of case and Arabic letter forms', async () => {
    const english = await list(`?q=${encodeURIComponent('ORANGE')}`);
    expect(english.items[0]?.slug).toBe('fresh-orange-juice');
    // "رمّان" with a shadda and "الرمان" written with alef variants still find the pomegranate juice.
    const arabic = await list(`?q=${encodeURIComponent('رمّان')}`);
    expect(arabic.items.map((item) => item.slug)).toContain('fresh-pomegranate-juice');
    const hamza = await list(`?q=${encodeURIComponent('اناناس')}`);
    expect(hamza.items.map((item) => item.slug)).toContain('fresh-pineapple-juice');
    const flavour = await list('?q=pistachio');
    expect(flavour.items.map((item) => item.slug)).toEqual(['pistachio-ice-cream']);
    for (const item of (await list('?q=mango')).items) {
      expect(normalizeSearchText(`${item.name.en} ${item.description.en} ${item.flavour}`)).toContain('mango');
    }
    expect((await list('?q=motor-oil')).total).toBe(0);
  });

  it('answers a product by slug with variants, images per material, rating and refill price', async () => {
    const { status, body } = await browser.json<ProductDetail>('/api/products/fresh-orange-juice');
    expect(status).toBe(200);
    expect(body.variants.map((variant) => `${variant.material}/${variant.size}`).sort()).toEqual([
      'glass/1-ltr',
      'glass/2-ltr',
      'regular/1-ltr',
      'regular/2-ltr',
    ]);
    expect(new Set(body.variants.map((variant) => variant.sku)).size).toBe(4);
    expect(body.images.regular).toHaveLength(5);
    expect(body.images.glass).toHaveLength(5);
    expect(body.rating).toBeGreaterThanOrEqual(0);
    expect(body.rating).toBeLessThanOrEqual(5);
    const glassPrices = body.variants.filter((variant) => variant.material === 'glass').map((variant) => variant.price);
    expect(body.refillPrice).toBeLessThan(Math.min(...glassPrices));
    const image = await browser.fetch(body.images.glass[0] ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toContain('<svg');
    expect((await browser.json('/api/products/no-such-juice')).status).toBe(404);
  });

  it('serves each product and blog picture as a PNG too, for link previews (which show no SVG)', async () => {
    const { body: product } = await browser.json<ProductDetail>('/api/products/fresh-orange-juice');
    const { body: blog } = await browser.json<{ items: { image: string }[] }>('/api/blog');
    const pictures = [
      { path: (product.images.regular[0] ?? '').replace(/\.svg$/, '.png'), width: 800, height: 800 },
      { path: (blog.items[0]?.image ?? '').replace(/\.svg$/, '.png'), width: 1200, height: 675 },
    ];
    for (const picture of pictures) {
      const answer = await browser.fetch(picture.path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(answer.status, picture.path).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      // A PNG is compressed in its own format: sent as it is.
      expect(answer.headers.get('content-encoding')).toBeNull();
      const etag = answer.headers.get('etag') ?? '';
      expect(etag).not.toBe('');
      const png = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect(png).toMatchObject({ format: 'png', width: picture.width, height: picture.height });
      const again = await browser.fetch(picture.path, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    }
    for (const missing of [
      '/api/images/products/fresh-orange-juice/regular-1.gif',
      '/api/images/products/fresh-orange-juice/regular-6.png',
      '/api/images/products/no-such-juice/regular-1.png',
      '/api/images/blog/no-such-post.png',
      '/api/images/blog/no-dot',
    ]) {
      const answer = await browser.fetch(missing);
      expect(answer.status, missing).toBe(404);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
  });

  it('serves the home sections, similar products of the same category and also-bought products', async () => {
    const { body: home } = await browser.json<HomeSections>('/api/home');
    expect(home.topSelling.length).toBeGreaterThan(0);
    expect(home.specialOfToday.length).toBeGreaterThan(0);
    expect(home.specialOfWeek.length).toBeGreaterThan(0);
    expect(home.mostSelling.length).toBeGreaterThan(0);
    expect(home.newArrival.length).toBeGreaterThan(0);
    for (const item of home.topSelling) {
      expect(['fruit-juice', 'herb-juice', 'vegetable-juice', 'detox']).toContain(item.category);
    }
    const today = await list('?special=today');
    expect(today.items.map((item) => item.slug).sort()).toEqual(home.specialOfToday.map((item) => item.slug).sort());
    const { body: similar } = await browser.json<{ items: { slug: string; category: string }[] }>(
      '/api/products/mango-smoothie/similar',
    );
    expect(similar.items.length).toBeGreaterThan(0);
    for (const item of similar.items) {
      expect(item.category).toBe('smoothies');
      expect(item.slug).not.toBe('mango-smoothie');
    }
    const { status, body: also } = await browser.json<{ items: unknown[] }>('/api/products/mango-smoothie/also-bought');
    expect(status).toBe(200);
    expect(Array.isArray(also.items)).toBe(true);
  });

  it('answers 304 to a repeated request carrying the ETag, and a new ETag after the catalogue changes', async () => {
    const first = await browser.fetch('/api/products?category=salat');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await browser.fetch('/api/products?category=salat', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    await server.database.rows("update variants set price = price + 100 where sku like 'J000%'");
    await server.app.catalogue.invalidate();
    const changed = await browser.fetch('/api/products?category=salat', { headers: { 'if-none-match': etag ?? '' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it("moves the special of today at Riyadh midnight, without serving yesterday's cached answer", async () => {
    const specialOfToday = async () =>
      (await browser.json<HomeSections>('/api/home')).body.specialOfToday.map((item) => item.slug);
    const started = now;
    const midnight = riyadhDayStart(addCalendarDays(riyadhDay(started), 1));
    try {
      // The last millisecond of the day still answers today's special; the first of the next, tomorrow's.
      now = new Date(midnight.getTime() - 1);
      const today = await specialOfToday();
      now = midnight;
      const tomorrow = await specialOfToday();
      expect(tomorrow.length).toBeGreaterThan(0);
      expect(tomorrow).not.toEqual(today);
      const listed = await list('?special=today');
      expect(listed.items.map((item) => item.slug).sort()).toEqual([...tomorrow].sort());
      now = started;
      expect(await specialOfToday()).toEqual(today);
    } finally {
      now = started;
    }
  });
});
