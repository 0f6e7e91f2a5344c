import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { type Health, getHealth } from '@juicyin/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './database.ts';

export interface AppOptions {
  readonly database: DatabaseHandle;
  /** The built shop (`apps/shop/dist`); when absent only the API is served. */
  readonly shopDir?: string | undefined;
  readonly logger?: boolean;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 });
  const { database } = options;

  app.get(getHealth.path, async (_request, reply) => {
    const reachable = await database.ping();
    const body: Health = { status: reachable ? 'ok' : 'unavailable', database: { reachable, driver: database.driver } };
    return reply.code(reachable ? 200 : 503).send(getHealth.response.parse(body));
  });

  const shopDir = options.shopDir;
  const hasShop = shopDir !== undefined && existsSync(path.join(shopDir, 'index.html'));
  if (hasShop) {
    await app.register(fastifyStatic, { root: shopDir, wildcard: false, index: ['index.html'] });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (hasShop && wantsPage) {
      // Client-side routes: the shop's router decides what the path shows.
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ error: { code: 'not_found', message: `No route for ${request.method} ${request.url}` } });
  });

  return app;
}
