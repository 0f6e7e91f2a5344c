import { type Bag, getBag, mergeBag, removeBagLine, setBagLine } from '@juicyin/contract';
import { bagTotals, type CartLine, mergeCarts } from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../area.ts';
import { shopperVariants, variantItem } from '../catalogue/shopper-variants.ts';
import { bagLines } from '../db/schema.ts';
import { registerEndpoint } from '../http/route.ts';

export function bagRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'catalogue' | 'resolve'>): void {
  const { db, catalogue, resolve } = deps;
  const collection = shopperVariants(db, catalogue, bagLines);

  async function lines(shopperId: string): Promise<CartLine[]> {
    return collection.rows(shopperId, { quantity: bagLines.quantity });
  }

  /** The bag priced now from the catalogue, its line totals and sub total from the domain's `bagTotals`. */
  async function bag(shopperId: string): Promise<Bag> {
    const priced = await collection.view(await lines(shopperId), (line, entry) => ({
      ...variantItem(entry),
      quantity: line.quantity,
      unitPrice: entry.variant.price,
      oldUnitPrice: entry.variant.oldPrice,
    }));
    return bagTotals(priced);
  }

  async function putLines(shopperId: string, put: readonly { readonly id: number; readonly quantity: number }[]) {
    if (put.length === 0) return;
    await db.transaction(async (tx) => {
      for (const { id, quantity } of put) {
        await tx
          .insert(bagLines)
          // The price it goes in at stays with the line (checkout tells the shopper if it changes).
          .values({
            shopperId,
            variantId: id,
            quantity,
            priceWhenAdded: sql`(select price from variants where id = ${id})`,
          })
          .onConflictDoUpdate({ target: [bagLines.shopperId, bagLines.variantId], set: { quantity } });
      }
    });
  }

  registerEndpoint(app, getBag, resolve, async ({ shopperId }) => bag(shopperId));

  registerEndpoint(app, setBagLine, resolve, async ({ params, body, shopperId }) => {
    await putLines(shopperId, [{ id: await collection.variantId(params.sku), quantity: body.quantity }]);
    return bag(shopperId);
  });

  registerEndpoint(app, removeBagLine, resolve, async ({ params, shopperId }) => {
    await collection.remove(shopperId, params.sku);
    return bag(shopperId);
  });

  registerEndpoint(app, mergeBag, resolve, async ({ body, shopperId }) => {
    const current = await lines(shopperId);
    const ids = await collection.knownIds([...current, ...body.lines].map((line) => line.sku));
    const merged = mergeCarts(
      current,
      body.lines.filter((line) => ids.has(line.sku)),
    );
    await putLines(
      shopperId,
      merged.flatMap((line) => {
        const id = ids.get(line.sku);
        return id === undefined ? [] : [{ id, quantity: line.quantity }];
      }),
    );
    return bag(shopperId);
  });
}
