import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueService } from '../catalogue/service.ts';
import type { Database } from '../database.ts';
import { CachedJson, matchesEtag } from '../http/cached.ts';
import { listedPages } from './listed-pages.ts';
import { robotsTxt } from './robots.ts';
import { sitemapXml } from './sitemap.ts';

export interface SeoDeps {
  readonly db: Database;
  readonly catalogue: CatalogueService;
  /** The shop's origin as shoppers reach it (`PUBLIC_URL`, else the request's). */
  readonly shopUrl: (request: FastifyRequest) => string;
}

/** A text answer with its entity tag: 304 when the crawler has it already. */
function sendText(request: FastifyRequest, reply: FastifyReply, type: string, text: string) {
  const body = new CachedJson(text);
  reply.header('etag', body.etag).header('cache-control', 'no-cache');
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  return reply.type(type).send(body.buffer);
}

/** `GET /sitemap.xml` and `GET /robots.txt`, for search engines, built from the catalogue and the blog. */
export function registerSeoRoutes(app: FastifyInstance, deps: SeoDeps) {
  const origin = (request: FastifyRequest) => deps.shopUrl(request).replace(/\/+$/, '');
  app.get('/sitemap.xml', async (request, reply) => {
    const xml = sitemapXml(origin(request), await listedPages(deps.db, deps.catalogue));
    return sendText(request, reply, 'application/xml; charset=utf-8', xml);
  });
  app.get('/robots.txt', (request, reply) =>
    sendText(request, reply, 'text/plain; charset=utf-8', robotsTxt(origin(request))),
  );
}
