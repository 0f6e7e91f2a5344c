import {
  createReview,
  getReviewEligibility,
  listReviews,
  type Review,
  type ReviewEligibility,
} from '@juicyin/contract';
import { POINTS_FOR_REVIEW } from '@juicyin/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../area.ts';
import type { Database } from '../database.ts';
import { orderLines, orders, products, reviews, shoppers } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { creditPoints } from '../points/ledger.ts';
import { notifyPointsChange } from '../points/notify.ts';
import { pageOf, pageWindow } from '../http/pagination.ts';

type ReviewDeps = Pick<AppDeps, 'db' | 'resolve' | 'catalogue' | 'mailer' | 'clock' | 'shopUrl'>;

type ReviewRow = typeof reviews.$inferSelect;

const view = (row: ReviewRow): Review => ({
  id: row.id,
  author: row.authorName,
  rating: row.rating,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

/** "Noura A.": the first name and the initial of the last name. */
export function authorName(firstName: string, lastName: string): string {
  const initial = Array.from(new Intl.Segmenter().segment(lastName.trim()))[0]?.segment;
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

async function productBySlug(db: Database, slug: string) {
  const [product] = await db
    .select({ id: products.id, ratingTenths: products.ratingTenths })
    .from(products)
    .where(eq(products.slug, slug));
  if (!product) throw notFound('No product has this slug');
  return product;
}

export function reviewRoutes(app: FastifyInstance, deps: ReviewDeps): void {
  const { resolve, db, catalogue, mailer, clock } = deps;

  registerEndpoint(app, listReviews, resolve, async ({ params, query }) => {
    const product = await productBySlug(db, params.slug);
    const ofProduct = eq(reviews.productId, product.id);
    const rows = await db
      .select()
      .from(reviews)
      .where(ofProduct)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset);
    const stars = await db
      .select({ rating: reviews.rating, total: count() })
      .from(reviews)
      .where(ofProduct)
      .groupBy(reviews.rating);
    const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    for (const star of stars) distribution[star.rating as 1 | 2 | 3 | 4 | 5] = star.total;
    const total = stars.reduce((sum, star) => sum + star.total, 0);
    return {
      ...pageOf(rows.map(view), query, total),
      // The product's rating: every rating it has, the catalogue's earlier ones included.
      average: product.ratingTenths / 10,
      distribution,
    };
  });

  /** Whether a delivered order of the shopper contains the product. */
  async function received(tx: Database, shopperId: string, productId: number): Promise<boolean> {
    const [row] = await tx
      .select({ orderId: orders.id })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(and(eq(orders.shopperId, shopperId), eq(orders.status, 'delivered'), eq(orderLines.productId, productId)))
      .limit(1);
    return row !== undefined;
  }

  registerEndpoint(app, getReviewEligibility, resolve, async ({ params, shopperId }): Promise<ReviewEligibility> => {
    const product = await productBySlug(db, params.slug);
    const [mine] = await db
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, product.id), eq(reviews.shopperId, shopperId)));
    if (mine) return { eligible: false, reason: 'already_reviewed', review: view(mine) };
    if (!(await received(db, shopperId, product.id))) return { eligible: false, reason: 'not_received', review: null };
    return { eligible: true, reason: null, review: null };
  });

  registerEndpoint(app, createReview, resolve, async ({ params, body, shopperId, request }) => {
    const now = clock();
    const product = await productBySlug(db, params.slug);
    const { review, credited } = await db.transaction(async (tx) => {
      if (!(await received(tx, shopperId, product.id))) {
        throw new HttpError(
          403,
          'not_received',
          'You can review this product once an order containing it has been delivered to you',
        );
      }
      const [shopper] = await tx
        .select({ firstName: shoppers.firstName, lastName: shoppers.lastName })
        .from(shoppers)
        .where(eq(shoppers.id, shopperId));
      if (!shopper) throw notFound('No such shopper');
      const [row] = await tx
        .insert(reviews)
        .values({
          productId: product.id,
          shopperId,
          rating: body.rating,
          text: body.text,
          authorName: authorName(shopper.firstName, shopper.lastName),
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new HttpError(409, 'already_reviewed', 'You have already reviewed this product');
      // Set expressions read the row as it was: the sum and count before this review.
      const sum = sql`coalesce(${products.ratingSumTenths}, ${products.ratingTenths} * ${products.reviewCount}) + ${body.rating * 10}`;
      await tx
        .update(products)
        .set({
          ratingSumTenths: sum,
          reviewCount: sql`${products.reviewCount} + 1`,
          ratingTenths: sql`round((${sum})::numeric / (${products.reviewCount} + 1))::int`,
        })
        .where(eq(products.id, product.id));
      const points = await creditPoints(tx, shopperId, 'review', POINTS_FOR_REVIEW, now, String(product.id));
      return { review: row, credited: points };
    });
    // The catalogue shows the rating and the number of reviews: every process reloads it.
    await catalogue.invalidate();
    await notifyPointsChange(db, mailer, deps.shopUrl(request), shopperId, credited, 'review');
    return { review: view(review), pointsCredited: credited };
  });
}
