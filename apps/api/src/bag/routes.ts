import { type Bag, getBag, mergeBag, removeBagLine, setBagLine } from '@juicyin/contract';
import { add, type CartLine, halalas, mergeCarts, multiply } from '@juicyin/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CatalogueService } from '../catalogue/service.ts';
import type { Database } from '../database.ts';
import { bagLines, variants } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { registerEndpoint, type SessionResolver } from '../http/route.ts';

export function registerBagRoutes(
  app: FastifyInstance,
  db: Database,
  catalogue: CatalogueService,
  resolve: SessionResolver,
): void {
  async function lines(shopperId: string): Promise<CartLine[]> {
    return db
      .select({ sku: variants.sku, quantity: bagLines.quantity })
      .from(bagLines)
      .innerJoin(variants, eq(variants.id, bagLines.variantId))
      .where(eq(bagLines.shopperId, shopperId))
      .orderBy(asc(bagLines.addedAt), asc(variants.sku));
  }

  /** The bag priced now from the catalogue: the server never takes a price from the client. */
  async function bag(shopperId: string): Promise<Bag> {
    const snapshot = await catalogue.snapshot();
    const priced = (await lines(shopperId)).flatMap((line) => {
      const entry = snapshot.bySku.get(line.sku);
      if (!entry) return [];
      const { product, variant } = entry;
      return [
        {
          sku: variant.sku,
          slug: product.slug,
          name: product.summary.name,
          description: product.summary.description,
          image: product.detail.images[variant.material][0] ?? product.summary.image,
          material: variant.material,
          size: variant.size,
          quantity: line.quantity,
          unitPrice: variant.price,
          oldUnitPrice: variant.oldPrice,
          lineTotal: multiply(halalas(variant.price), line.quantity),
          inStock: variant.inStock,
        },
      ];
    });
    return {
      lines: priced,
      itemCount: priced.reduce((total, line) => total + line.quantity, 0),
      subTotal: add(...priced.map((line) => halalas(line.lineTotal))),
    };
  }

  async function variantId(sku: string): Promise<number> {
    const entry = (await catalogue.snapshot()).bySku.get(sku);
    if (!entry) throw notFound('No product variant has this SKU');
    return entry.variant.id;
  }

  registerEndpoint(app, getBag, resolve, async ({ shopperId }) => bag(shopperId));

  registerEndpoint(app, setBagLine, resolve, async ({ params, body, shopperId }) => {
    const id = await variantId(params.sku);
    await db
      .insert(bagLines)
      .values({ shopperId, variantId: id, quantity: body.quantity })
      .onConflictDoUpdate({ target: [bagLines.shopperId, bagLines.variantId], set: { quantity: body.quantity } });
    return bag(shopperId);
  });

  registerEndpoint(app, removeBagLine, resolve, async ({ params, shopperId }) => {
    await db
      .delete(bagLines)
      .where(
        and(
          eq(bagLines.shopperId, shopperId),
          eq(bagLines.variantId, sql`(select id from variants where sku = ${params.sku})`),
        ),
      );
    return bag(shopperId);
  });

  registerEndpoint(app, mergeBag, resolve, async ({ body, shopperId }) => {
    const snapshot = await catalogue.snapshot();
    const known = body.lines.filter((line) => snapshot.bySku.has(line.sku));
    const merged = mergeCarts(await lines(shopperId), known);
    if (merged.length > 0) {
      await db.transaction(async (tx) => {
        for (const line of merged) {
          const id = snapshot.bySku.get(line.sku)?.variant.id;
          if (id === undefined) continue;
          await tx
            .insert(bagLines)
            .values({ shopperId, variantId: id, quantity: line.quantity })
            .onConflictDoUpdate({ target: [bagLines.shopperId, bagLines.variantId], set: { quantity: line.quantity } });
        }
      });
    }
    return bag(shopperId);
  });
}
