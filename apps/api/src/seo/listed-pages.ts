import { blogPostPath, productPath, PUBLIC_ROUTES, routePaths, seasonPath } from '@juicyin/contract';
import { SEASONS } from '@juicyin/domain';
import { asc } from 'drizzle-orm';
import type { CatalogueService } from '../catalogue/service.ts';
import { publishedBy } from '../content/blog-schedule.ts';
import type { Database } from '../database.ts';
import { blogPosts } from '../db/schema.ts';
import type { ListedPage } from './sitemap.ts';

/**
 * Every page search engines may list, read now: the public pages, each season, each product of
 * the catalogue (its read model, so a product added by staff is listed once the catalogue is
 * refreshed) and each published blog post with its publication time (not drafts, nor posts scheduled after `now`).
 */
export async function listedPages(db: Database, catalogue: CatalogueService, now: Date): Promise<ListedPage[]> {
  const [snapshot, posts] = await Promise.all([
    catalogue.snapshot(),
    db
      .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .where(publishedBy(now))
      .orderBy(asc(blogPosts.publishedAt), asc(blogPosts.id)),
  ]);
  return [
    ...PUBLIC_ROUTES.map((name) => ({ path: routePaths[name] })),
    ...SEASONS.map((season) => ({ path: seasonPath(season) })),
    ...snapshot.products.map((product) => ({ path: productPath(product.slug) })),
    ...posts.map((post) => ({ path: blogPostPath(post.slug), lastModified: post.publishedAt ?? undefined })),
  ];
}
