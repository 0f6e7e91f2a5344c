import {
  getHomeSections,
  getProduct,
  listAlsoBought,
  listProducts as listProductsEndpoint,
  listSimilarProducts,
} from '@juicyin/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../area.ts';
import { CachedBody, JPEG_TYPE, JSON_TYPE, PNG_TYPE, sendCached, SVG_TYPE } from '../http/cached.ts';
import { notFound } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { PRODUCT_VIEWBOX, productSvg } from './images.ts';
import { pngOf } from './raster.ts';
import { listProducts } from './listing.ts';
import { imageBytes } from '../staff/image-queries.ts';
import { alsoBought, homeSections, similarProducts } from './sections.ts';

const cachedPaths = /^\/api\/(?:products|home)(?:[/?]|$)/;

export function catalogueRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'catalogue' | 'cache' | 'resolve' | 'db'>,
): void {
  const { catalogue, cache, resolve: resolveSession } = deps;
  // A GET the cache has answered before skips routing and validation: the hot path of the shop.
  app.addHook('onRequest', (request, reply, done) => {
    const hit =
      request.method === 'GET' && cachedPaths.test(request.url)
        ? cache.byUrl('catalogue', `${catalogue.period().day}|${request.url}`)
        : undefined;
    if (!hit) {
      done();
      return;
    }
    void sendCached(request, reply, hit, { type: JSON_TYPE, cacheControl: 'no-cache' });
  });
  const remember = (url: string, cached: CachedBody): CachedBody => {
    cache.rememberUrl('catalogue', `${catalogue.period().day}|${url}`, cached);
    return cached;
  };

  registerEndpoint(app, listProductsEndpoint, resolveSession, async ({ query, request }) => {
    const { day, week } = catalogue.period();
    const cached = await cache.json('catalogue', `${day}|list|${JSON.stringify(query)}`, async () =>
      listProductsEndpoint.response.parse(listProducts(await catalogue.snapshot(), query, week)),
    );
    return remember(request.url, cached);
  });

  registerEndpoint(app, getProduct, resolveSession, async ({ params, request }) => {
    const { day } = catalogue.period();
    const snapshot = await catalogue.snapshot();
    const product = snapshot.bySlug.get(params.slug);
    if (!product) throw notFound('No product has this slug');
    return remember(
      request.url,
      await cache.json('catalogue', `${day}|product|${params.slug}`, () => Promise.resolve(product.detail)),
    );
  });

  registerEndpoint(app, listSimilarProducts, resolveSession, async ({ params, request }) => {
    const { day } = catalogue.period();
    const snapshot = await catalogue.snapshot();
    const product = snapshot.bySlug.get(params.slug);
    if (!product) throw notFound('No product has this slug');
    const cached = await cache.json('catalogue', `${day}|similar|${params.slug}`, () =>
      Promise.resolve({ items: similarProducts(snapshot, product) }),
    );
    return remember(request.url, cached);
  });

  registerEndpoint(app, listAlsoBought, resolveSession, async ({ params, request }) => {
    const { day } = catalogue.period();
    const snapshot = await catalogue.snapshot();
    const product = snapshot.bySlug.get(params.slug);
    if (!product) throw notFound('No product has this slug');
    const cached = await cache.json('catalogue', `${day}|also|${params.slug}`, () =>
      Promise.resolve({ items: alsoBought(snapshot, product) }),
    );
    return remember(request.url, cached);
  });

  registerEndpoint(app, getHomeSections, resolveSession, async ({ request }) => {
    const { day, week } = catalogue.period();
    const cached = await cache.json('catalogue', `${day}|home`, async () =>
      homeSections(await catalogue.snapshot(), week),
    );
    return remember(request.url, cached);
  });

  // A product's pictures: SVG for the shop, PNG (the same picture) for link previews.
  app.get<{ Params: { slug: string; file: string } }>('/api/images/products/:slug/:file', async (request, reply) => {
    const match = /^(regular|glass)-([1-5])\.(svg|png)$/.exec(request.params.file);
    const snapshot = await catalogue.snapshot();
    const product = snapshot.bySlug.get(request.params.slug) ?? snapshot.archived.get(request.params.slug);
    if (!match || !product) throw notFound('No such image');
    const material = match[1] === 'glass' ? 'glass' : 'regular';
    const svg = productSvg({
      colour: product.colour,
      material,
      view: Number(match[2]),
      title: product.summary.name.en,
    });
    const cacheControl = 'public, max-age=86400';
    if (match[3] === 'svg') return sendCached(request, reply, new CachedBody(svg), { type: SVG_TYPE, cacheControl });
    const png = await cache.value(
      'catalogue',
      `png|${product.summary.slug}|${request.params.file}`,
      async () => new CachedBody(await pngOf(svg, { viewBoxWidth: PRODUCT_VIEWBOX, width: 800 })),
    );
    return sendCached(request, reply, png, { type: PNG_TYPE, cacheControl, compress: false });
  });

  // Pictures staff uploaded (re-encoded JPEG), named by their content: a URL never shows anything
  // else, so browsers and proxies keep it for a year without asking again.
  app.get<{ Params: { file: string } }>('/api/images/uploads/:file', async (request, reply) => {
    const match = /^([0-9a-f]{32})-(large|card)\.jpg$/.exec(request.params.file);
    const bytes = match ? await imageBytes(deps.db, match[1] ?? '', match[2] === 'card' ? 'card' : 'large') : null;
    if (!bytes) throw notFound('No such image');
    return sendCached(request, reply, new CachedBody(bytes), {
      type: JPEG_TYPE,
      cacheControl: 'public, max-age=31536000, immutable',
      compress: false,
    });
  });
}
