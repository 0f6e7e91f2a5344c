import {
  getHomeSections,
  getProduct,
  listAlsoBought,
  listProducts as listProductsEndpoint,
  listSimilarProducts,
} from '@juicyin/contract';
import type { FastifyInstance } from 'fastify';
import type { ReadCache } from '../cache/cache.ts';
import { CachedJson, matchesEtag } from '../http/cached.ts';
import { notFound } from '../http/errors.ts';
import { registerEndpoint, type SessionResolver } from '../http/route.ts';
import { productSvg } from './images.ts';
import { alsoBought, homeSections, listProducts, similarProducts } from './queries.ts';
import type { CatalogueService } from './service.ts';

export function registerCatalogueRoutes(
  app: FastifyInstance,
  catalogue: CatalogueService,
  cache: ReadCache,
  resolveSession: SessionResolver,
): void {
  registerEndpoint(app, listProductsEndpoint, resolveSession, async ({ query }) => {
    const { day, week } = catalogue.period();
    return cache.json('catalogue', `${day}|list|${JSON.stringify(query)}`, async () =>
      listProductsEndpoint.response.parse(listProducts(await catalogue.snapshot(), query, week)),
    );
  });

  registerEndpoint(app, getProduct, resolveSession, async ({ params }) => {
    const { day } = catalogue.period();
    const snapshot = await catalogue.snapshot();
    const product = snapshot.bySlug.get(params.slug);
    if (!product) throw notFound('No product has this slug');
    return cache.json('catalogue', `${day}|product|${params.slug}`, () => Promise.resolve(product.detail));
  });

  registerEndpoint(app, listSimilarProducts, resolveSession, async ({ params }) => {
    const { day } = catalogue.period();
    const snapshot = await catalogue.snapshot();
    const product = snapshot.bySlug.get(params.slug);
    if (!product) throw notFound('No product has this slug');
    return cache.json('catalogue', `${day}|similar|${params.slug}`, () =>
      Promise.resolve({ items: similarProducts(snapshot, product) }),
    );
  });

  registerEndpoint(app, listAlsoBought, resolveSession, async ({ params }) => {
    const { day } = catalogue.period();
    const snapshot = await catalogue.snapshot();
    const product = snapshot.bySlug.get(params.slug);
    if (!product) throw notFound('No product has this slug');
    return cache.json('catalogue', `${day}|also|${params.slug}`, () =>
      Promise.resolve({ items: alsoBought(snapshot, product) }),
    );
  });

  registerEndpoint(app, getHomeSections, resolveSession, async () => {
    const { day, week } = catalogue.period();
    return cache.json('catalogue', `${day}|home`, async () => homeSections(await catalogue.snapshot(), week));
  });

  app.get<{ Params: { slug: string; file: string } }>('/api/images/products/:slug/:file', async (request, reply) => {
    const match = /^(regular|glass)-([1-5])\.svg$/.exec(request.params.file);
    const snapshot = await catalogue.snapshot();
    const product = snapshot.bySlug.get(request.params.slug);
    if (!match || !product) throw notFound('No such image');
    const material = match[1] === 'glass' ? 'glass' : 'regular';
    const svg = new CachedJson(
      productSvg({ colour: product.colour, material, view: Number(match[2]), title: product.summary.name.en }),
    );
    reply.header('etag', svg.etag).header('cache-control', 'public, max-age=86400');
    if (matchesEtag(request.headers['if-none-match'], svg.etag)) return reply.code(304).send();
    return reply.type('image/svg+xml').send(svg.json);
  });
}
