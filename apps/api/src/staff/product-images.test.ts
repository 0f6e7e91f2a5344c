import type { ProductDetail, ProductList, StaffProductImage, StaffProductImageList } from '@juicyin/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Browser,
  drivers,
  registerShopper,
  SETUP_TIMEOUT,
  startTestServer,
  type TestServer,
} from '../testing/server.ts';
import { picture } from './image-testing.ts';
import { signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 120_000 });

type Refusal = { error: { code: string; message: string; fields?: Record<string, string> } };

describe.each(drivers)('staff upload product pictures over HTTP on %s', (driver) => {
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

  const upload = (
    body: Uint8Array,
    type: string,
    query: Record<string, string> = {
      material: 'regular',
      altEn: 'A glass of orange juice',
      altAr: 'كوب من عصير البرتقال',
    },
    browser = staff,
  ) =>
    browser.json<StaffProductImage & Refusal>(
      `/api/staff/products/${slug}/images?${new URLSearchParams(query).toString()}`,
      { method: 'POST', body, headers: { 'content-type': type } },
    );
  const shopper = () => new Browser(server.baseUrl);
  const detail = async () => (await shopper().json<ProductDetail>(`/api/products/${slug}`)).body;
  const lastAction = async () => {
    const [row] = await server.database.rows<{ action: string; details: Record<string, unknown> }>(
      `select action, details from staff_actions where subject = $1 order by id desc limit 1`,
      [`product:${slug}`],
    );
    return row;
  };

  it('stores a JPEG re-encoded, upright and without its EXIF; the shop shows it with its alt text at once', async () => {
    const before = await detail();
    expect(before.images.regular[0]).toMatch(/\.svg$/);
    const added = await upload(await picture('jpeg', true), 'image/jpeg');
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      material: 'regular',
      alt: { en: 'A glass of orange juice', ar: 'كوب من عصير البرتقال' },
    });
    // EXIF orientation 6 turned the 900 × 600 picture upright: 600 wide, 900 tall.
    expect([added.body.width, added.body.height]).toEqual([600, 900]);

    const served = await shopper().fetch(added.body.src);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = served.headers.get('etag');
    expect(etag).toBeTruthy();
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 600, height: 900 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('Someone private'))).toBe(false);
    const again = await shopper().fetch(added.body.src, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);

    const card = Buffer.from(await (await shopper().fetch(added.body.cardSrc)).arrayBuffer());
    expect(await sharp(card).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 600 });

    const after = await detail();
    expect(after.images.regular).toEqual([added.body.src]);
    expect(after.imageAlts.regular).toEqual([added.body.alt]);
    expect(after.images.glass[0]).toMatch(/\.svg$/);
    expect(after.image).toBe(added.body.cardSrc);
    expect(after.imageAlt).toEqual(added.body.alt);
    const listing = (await shopper().json<ProductList>(`/api/products?q=${encodeURIComponent(before.name.en)}`)).body;
    expect(listing.items.find((item) => item.slug === slug)).toMatchObject({
      image: added.body.cardSrc,
      imageAlt: added.body.alt,
    });
    expect(await lastAction()).toMatchObject({
      action: 'product.image.add',
      details: { id: added.body.id, material: 'regular', alt: added.body.alt },
    });
  });

  it('takes PNG and WebP too, each after the others of its material', async () => {
    const png = await upload(await picture('png'), 'image/png', { material: 'glass', altEn: 'Bottle', altAr: 'زجاجة' });
    const webp = await upload(await picture('webp'), 'image/webp', {
      material: 'glass',
      altEn: 'Bottle, side',
      altAr: 'زجاجة من الجانب',
    });
    expect([png.status, webp.status]).toEqual([201, 201]);
    const served = await shopper().fetch(webp.body.src);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 900,
      height: 600,
    });
    const listed = (await staff.json<StaffProductImageList>(`/api/staff/products/${slug}/images`)).body.items;
    expect(listed.map((image) => image.material)).toEqual(['regular', 'glass', 'glass']);
    expect(listed.slice(1).map((image) => image.id)).toEqual([png.body.id, webp.body.id]);
    expect((await detail()).images.glass).toEqual([png.body.src, webp.body.src]);
  });

  it('puts a material’s pictures in a new order: the shop shows them so; an order naming other pictures is refused', async () => {
    const listed = (await staff.json<StaffProductImageList>(`/api/staff/products/${slug}/images`)).body.items;
    const glass = listed.filter((image) => image.material === 'glass').map((image) => image.id);
    const reversed = [...glass].reverse();
    const ordered = await staff.json<StaffProductImageList>(`/api/staff/products/${slug}/images/order`, {
      method: 'PUT',
      body: { material: 'glass', ids: reversed },
    });
    expect(ordered.status).toBe(200);
    expect(ordered.body.items.filter((image) => image.material === 'glass').map((image) => image.id)).toEqual(reversed);
    const byId = new Map(listed.map((image) => [image.id, image.src]));
    expect((await detail()).images.glass).toEqual(reversed.map((id) => byId.get(id)));
    expect(await lastAction()).toMatchObject({
      action: 'product.image.order',
      details: { material: 'glass', from: glass, to: reversed },
    });
    const missing = await staff.json<Refusal>(`/api/staff/products/${slug}/images/order`, {
      method: 'PUT',
      body: { material: 'glass', ids: reversed.slice(1) },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.error.code).toBe('image_order_mismatch');
    const regular = listed.find((image) => image.material === 'regular')?.id ?? 0;
    const wrongMaterial = await staff.json<Refusal>(`/api/staff/products/${slug}/images/order`, {
      method: 'PUT',
      body: { material: 'glass', ids: [regular, ...reversed.slice(1)] },
    });
    expect(wrongMaterial.body.error.code).toBe('image_order_mismatch');
  });

  it('refuses a file cut short (422), over 5 MB (413), a GIF or text (415), and bad alt text (400), storing nothing', async () => {
    const count = async () =>
      (await server.database.rows<{ n: number }>(`select count(*)::int as n from product_images`))[0]?.n;
    const before = await count();
    const jpeg = await picture('jpeg');
    const truncated = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg');
    expect(truncated.status).toBe(422);
    expect(truncated.body.error.code).toBe('image_unreadable');
    const large = await upload(Buffer.alloc(6 * 1024 * 1024, 1), 'image/jpeg');
    expect(large.status).toBe(413);
    expect(large.body.error.code).toBe('image_too_large');
    const gif = await upload(await picture('gif'), 'image/gif');
    expect(gif.status).toBe(415);
    expect(gif.body.error.code).toBe('image_type_unsupported');
    // A GIF that says it is a PNG is still a GIF.
    expect((await upload(await picture('gif'), 'image/png')).body.error.code).toBe('image_type_unsupported');
    const text = await upload(Buffer.from('not a picture at all'), 'text/plain');
    expect(text.status).toBe(415);
    expect((await upload(Buffer.from('not a picture at all'), 'image/jpeg')).body.error.code).toBe('image_unreadable');
    const noAlt = await upload(jpeg, 'image/jpeg', { material: 'regular', altEn: '  ', altAr: 'صورة' });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.error.fields).toHaveProperty('query.altEn');
    const noMaterial = await upload(jpeg, 'image/jpeg', { material: 'plastic', altEn: 'Cup', altAr: 'كوب' });
    expect(noMaterial.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('changes alt text and removes a picture: the shop follows, the log says so', async () => {
    const [first] = (await staff.json<StaffProductImageList>(`/api/staff/products/${slug}/images`)).body.items;
    if (!first) throw new Error('no picture');
    const alt = { en: 'Fresh orange juice in a cup', ar: 'عصير برتقال طازج في كوب' };
    const changed = await staff.json<StaffProductImage>(`/api/staff/products/${slug}/images/${String(first.id)}`, {
      method: 'PATCH',
      body: { alt },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.alt).toEqual(alt);
    expect((await detail()).imageAlts.regular[0]).toEqual(alt);

    const removed = await staff.json<StaffProductImageList>(`/api/staff/products/${slug}/images/${String(first.id)}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(removed.body.items.map((image) => image.id)).not.toContain(first.id);
    expect(await lastAction()).toMatchObject({ action: 'product.image.remove', details: { id: first.id, alt } });
    // Regular has no upload left: its drawn pictures are back; the card takes the first Glass upload.
    const after = await detail();
    expect(after.images.regular[0]).toMatch(/\.svg$/);
    expect(after.imageAlts.regular[0]).toBeNull();
    expect(after.image).toMatch(/^\/api\/images\/uploads\/[0-9a-f]{32}-card\.jpg$/);
    const again = await staff.json<Refusal>(`/api/staff/products/${slug}/images/${String(first.id)}`, {
      method: 'DELETE',
    });
    expect(again.status).toBe(404);
  });

  it('answers 404 to a shopper and to a signed-out client, storing nothing', async () => {
    const customer = new Browser(server.baseUrl);
    await registerShopper(customer);
    const jpeg = await picture('jpeg');
    for (const browser of [customer, new Browser(server.baseUrl)]) {
      const answer = await upload(jpeg, 'image/jpeg', undefined, browser);
      expect(answer.status).toBe(404);
      expect((await browser.json(`/api/staff/products/${slug}/images`)).status).toBe(404);
    }
    expect((await shopper().fetch('/api/images/uploads/0123456789abcdef0123456789abcdef-card.jpg')).status).toBe(404);
  });
});
