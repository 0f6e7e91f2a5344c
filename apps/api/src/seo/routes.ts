import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../area.ts';
import { CachedBody, sendCached } from '../http/cached.ts';
import { listedPages } from './listed-pages.ts';
import { robotsTxt } from './robots.ts';
import { sitemapXml } from './sitemap.ts';

type SeoDeps = Pick<AppDeps, 'db' | 'catalogue' | 'shopUrl' | 'clock'>;

/** `GET /sitemap.xml` and `GET /robots.txt`, for search engines, built from the catalogue and the blog. */
export function seoRoutes(app: FastifyInstance, deps: SeoDeps): void {
  // Checked again on each visit: a product added or a post published changes the sitemap.
  const cacheControl = 'no-cache';
  const origin = (request: FastifyRequest) => deps.shopUrl(request).replace(/\/+$/, '');
  app.get('/sitemap.xml', async (request, reply) => {
    const xml = sitemapXml(origin(request), await listedPages(deps.db, deps.catalogue, deps.clock()));
    return sendCached(request, reply, new CachedBody(xml), { type: 'application/xml; charset=utf-8', cacheControl });
  });
  app.get('/robots.txt', (request, reply) =>
    sendCached(request, reply, new CachedBody(robotsTxt(origin(request))), {
      type: 'text/plain; charset=utf-8',
      cacheControl,
    }),
  );
}
