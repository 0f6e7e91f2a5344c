import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CachedBody, sendCached } from '../http/cached.ts';
import { injectFetch } from './inject-fetch.ts';
import { PageCache, type RenderedPage } from './page-cache.ts';

/** A page the shop's server renderer is asked for (`apps/shop/src/server/render-page.tsx`). */
export interface PageRequest {
  readonly url: string;
  readonly origin: string;
  readonly cookie?: string | undefined;
  readonly fetch: typeof globalThis.fetch;
}

/** What the renderer answers: a document and its status, or null for a page the browser renders. */
export type RenderPage = (request: PageRequest) => Promise<{ readonly status: number; readonly body: Readable } | null>;

/** The shop's built server renderer (`apps/shop/dist-server/render-page.js`). */
export interface ShopRenderer {
  createPageRenderer(options: { readonly indexHtml: string }): RenderPage;
  /**
   * What a page's HTML depends on besides its address (the preferences it is rendered in), or null
   * for a page rendered with the shopper's session (their checkout): rendered for that request alone.
   */
  pageVariant(request: { readonly url: string; readonly cookie?: string | undefined }): string | null;
}

export interface ServeShopOptions {
  /** The built shop (`apps/shop/dist`). */
  readonly shopDir: string;
  /** Renders the public pages; without it every page is the client-rendered `index.html`. */
  readonly renderer?: ShopRenderer | undefined;
  /** The shop's origin as shoppers reach it (`PUBLIC_URL`, else the request's). */
  readonly shopUrl: (request: FastifyRequest) => string;
  /** Changes when what the pages show may have (a write to the read models, a new day). */
  readonly pageVersion: () => string;
}

// A missing file of the build (an old chunk, the offline worker) is a 404, never the shop's page:
// a browser would run that page as the script it asked for.
const buildFile = /\.(?:js|mjs|css|map|json|webmanifest|png|svg|ico|txt|woff2?)$/i;

function wantsPage(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    !request.url.startsWith('/api/') &&
    request.url !== '/api' &&
    !buildFile.test(request.url.split(/[?#]/, 1)[0] ?? '')
  );
}

async function readAll(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Serves the built shop: its files (hashed assets immutable, the rest checked on each visit), the
 * public pages rendered on the server in the shopper's language (the preference cookie), and the
 * client-rendered `index.html` for every other page the shop's router knows (a shopper's own pages).
 * Anything else answers the API's 404.
 */
export async function serveShop(app: FastifyInstance, { shopDir, renderer, shopUrl, pageVersion }: ServeShopOptions) {
  const hasShop = existsSync(path.join(shopDir, 'index.html'));
  if (hasShop) {
    await app.register(fastifyStatic, {
      root: shopDir,
      wildcard: false,
      // `/` is a page like the others (rendered on the server), not the file index.html.
      index: false,
      // The shop's build writes .br and .gz beside each text asset; a browser gets the smallest it accepts.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, filePath) => {
        response.setHeader('vary', 'accept-encoding');
        // Vite names every file under assets/ by its content hash: it never changes at that address.
        // Anything else (index.html, the offline worker) is checked again on each visit.
        response.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const renderPage = hasShop
    ? renderer?.createPageRenderer({ indexHtml: readFileSync(path.join(shopDir, 'index.html'), 'utf8') })
    : undefined;
  const fetch = injectFetch(app);
  const pages = new PageCache(pageVersion);

  /** The page rendered on the server, or null for a page the browser renders (or whose render failed). */
  async function render(request: FastifyRequest, origin: string): Promise<RenderedPage | null> {
    try {
      const page = await renderPage?.({ url: request.url, origin, cookie: request.headers.cookie, fetch });
      return page ? { status: page.status, body: new CachedBody(await readAll(page.body)) } : null;
    } catch (error) {
      // The page still works: the browser renders it from index.html.
      request.log.error({ err: error }, `server render of ${request.url} failed`);
      return null;
    }
  }

  /**
   * The page from the cache, rendered when it is not there (or what it shows has changed since); a
   * page rendered with the shopper's session (`personal`) is rendered for this request and kept
   * nowhere, neither here nor in any cache on the way.
   */
  async function rendered(request: FastifyRequest): Promise<{ page: RenderedPage; personal: boolean } | null> {
    if (!renderer) return null;
    const origin = shopUrl(request).replace(/\/+$/, '');
    const variant = renderer.pageVariant({ url: request.url, cookie: request.headers.cookie });
    const page =
      variant === null
        ? await render(request, origin)
        : await pages.page(`${origin}${request.url} ${variant}`, () => render(request, origin));
    return page ? { page, personal: variant === null } : null;
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const answer = await rendered(request);
    if (answer) {
      const { page, personal } = answer;
      // Rendered in the cookie's language and currency: a cache keeps one copy per cookie.
      return sendCached(request, reply, page.body, {
        type: 'text/html; charset=utf-8',
        cacheControl: personal ? 'private, no-store' : 'no-cache',
        status: page.status,
        vary: 'cookie',
      });
    }
    // Client-side routes: the shop's router decides what the path shows.
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html');
  }

  app.setNotFoundHandler((request, reply) =>
    hasShop && wantsPage(request) ? sendPage(request, reply) : noRoute(request, reply),
  );
}

/** The API's 404 for an address nothing answers. */
export function noRoute(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send({ error: { code: 'not_found', message: `No route for ${request.method} ${request.url}` } });
}
