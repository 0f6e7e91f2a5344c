import { getInfoPage, type InfoPage, infoPageSchema } from '@juicyin/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../area.ts';
import { contentPages } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';

export type PageRow = typeof contentPages.$inferSelect;

/** A stored page as the contract sends it; parsed, so a bad edit in the table shows as an error, not a broken page. */
export function pageView(row: PageRow): InfoPage {
  return infoPageSchema.parse({
    slug: row.slug,
    title: { en: row.titleEn, ar: row.titleAr },
    intro: { en: row.introEn, ar: row.introAr },
    layout: row.layout,
    sections: row.sections,
    updatedAt: row.updatedAt.toISOString(),
  });
}

/** `GET /api/pages/:slug`: the information pages, from the read cache with an ETag like the other content. */
export function infoPageRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'cache' | 'resolve'>): void {
  const { db, cache, resolve } = deps;
  registerEndpoint(app, getInfoPage, resolve, async ({ params }) => {
    const page = await cache.value('content', `page|${params.slug}`, async (): Promise<InfoPage | null> => {
      const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, params.slug));
      return row ? pageView(row) : null;
    });
    if (!page) throw notFound(`No page has the slug ${params.slug}`);
    return cache.json('content', `page-json|${params.slug}`, () => Promise.resolve(page));
  });
}
