import {
  addStaffVariant,
  archiveStaffProduct,
  createStaffProduct,
  removeStaffVariant,
  type StaffProduct,
  staffProductSchema,
  unarchiveStaffProduct,
  updateStaffProduct,
} from '@juicyin/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../database.ts';
import { registerEndpoint } from '../http/route.ts';
import { createOnce } from '../idempotency/http.ts';
import { staffProduct } from './catalogue-queries.ts';
import type { StaffDeps } from './deps.ts';
import { staffIdOf } from './guard.ts';
import { addVariant, createProduct, noProduct, removeVariant, setArchived, updateDetails } from './product-writes.ts';

/** The product as staff see it now (without its database id); 404 when there is none. */
async function productOr404(db: Database, slug: string): Promise<StaffProduct> {
  const product = await staffProduct(db, slug);
  if (!product) throw noProduct(slug);
  return withoutId(product);
}

function withoutId({ id: _id, ...product }: StaffProduct & { readonly id: number }): StaffProduct {
  return product;
}

/** A create's refusals for a key used for another product, or still creating one. */
const productKeyRefusals = {
  reused: 'This Idempotency-Key was used for a different product; make a new key for a new product',
  inFlight: 'A product with this Idempotency-Key is still being created; wait for its answer',
};

/**
 * Products as staff make and change them (issue 21): create (idempotent, as a coupon), edit the
 * details, add and remove variants (each from a version), archive and put back. Every change the
 * shop shows invalidates the catalogue read model after its commit (every process reloads it).
 */
export function staffProductRoutes(
  app: FastifyInstance,
  deps: Pick<StaffDeps, 'db' | 'resolve' | 'catalogue' | 'clock'>,
): void {
  const { db, resolve, catalogue, clock } = deps;

  registerEndpoint(app, createStaffProduct, resolve, async ({ body, request, reply }) => {
    const staff = staffIdOf(request);
    const now = clock();
    const made = await createOnce(
      db,
      request,
      reply,
      { ownerId: staff, madeOncePer: 'product form', refusals: productKeyRefusals, now },
      async (tx) => {
        await createProduct(tx, staff, body, now);
        return staffProductSchema.parse(await productOr404(tx, body.slug));
      },
    );
    if (made.replied) return reply as never;
    await catalogue.invalidate();
    return made.created;
  });

  registerEndpoint(app, updateStaffProduct, resolve, async ({ params, body, request }) => {
    const staff = staffIdOf(request);
    const changed = await db.transaction((tx) => updateDetails(tx, staff, params.slug, body, clock()));
    if (changed) await catalogue.invalidate();
    return productOr404(db, params.slug);
  });

  registerEndpoint(app, addStaffVariant, resolve, async ({ params, body, request }) => {
    const staff = staffIdOf(request);
    await db.transaction((tx) => addVariant(tx, staff, params.slug, body, clock()));
    await catalogue.invalidate();
    return productOr404(db, params.slug);
  });

  registerEndpoint(app, removeStaffVariant, resolve, async ({ params, query, request }) => {
    const staff = staffIdOf(request);
    await db.transaction((tx) => removeVariant(tx, staff, params.slug, params.sku, query.version, clock()));
    await catalogue.invalidate();
    return productOr404(db, params.slug);
  });

  for (const [endpoint, archived] of [
    [archiveStaffProduct, true],
    [unarchiveStaffProduct, false],
  ] as const) {
    registerEndpoint(app, endpoint, resolve, async ({ params, request }) => {
      const staff = staffIdOf(request);
      const changed = await db.transaction((tx) => setArchived(tx, staff, params.slug, archived, clock()));
      if (changed) await catalogue.invalidate();
      return productOr404(db, params.slug);
    });
  }
}
