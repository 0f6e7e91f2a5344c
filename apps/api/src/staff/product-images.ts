import {
  deleteStaffProductImage,
  listStaffProductImages,
  MAX_PRODUCT_IMAGES,
  orderStaffProductImages,
  updateStaffProductImage,
  uploadStaffProductImage,
} from '@juicyin/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productImages } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { recordStaffAction } from './actions.ts';
import type { StaffDeps } from './deps.ts';
import { staffIdOf } from './guard.ts';
import { acceptPictureBodies } from './picture-bodies.ts';
import { encodeProductImage } from './image-encode.ts';
import { countImages, imageOf, imagesOf, insertImage, productIdOf } from './image-queries.ts';

const noProduct = (slug: string) => new HttpError(404, 'not_found', `No product ${slug}`);
const noImage = (id: number) => new HttpError(404, 'not_found', `No picture ${String(id)} of this product`);

/**
 * A product's pictures as staff manage them (issue 21): list, upload (the file is the body),
 * change alt text, order, remove. Each change is logged and the catalogue reloaded after the commit, so
 * the shop shows it at once. Its own context: here any content type is read as raw bytes.
 */
export function staffProductImageRoutes(
  app: FastifyInstance,
  deps: Pick<StaffDeps, 'db' | 'resolve' | 'catalogue' | 'clock'>,
): void {
  const { db, resolve, catalogue, clock } = deps;
  void app.register((images, _options, done) => {
    acceptPictureBodies(images);

    registerEndpoint(images, listStaffProductImages, resolve, async ({ params, request }) => {
      staffIdOf(request);
      const productId = await productIdOf(db, params.slug);
      if (productId === null) throw noProduct(params.slug);
      return { items: await imagesOf(db, productId) };
    });

    registerEndpoint(images, uploadStaffProductImage, resolve, async ({ params, query, file, request }) => {
      const staff = staffIdOf(request);
      if ((await productIdOf(db, params.slug)) === null) throw noProduct(params.slug);
      // Decoded and encoded anew before anything is stored: a bad file is refused with its reason.
      const encoded = await encodeProductImage(file, request.headers['content-type']);
      const alt = { en: query.altEn, ar: query.altAr };
      const added = await db.transaction(async (tx) => {
        const productId = await productIdOf(tx, params.slug, true);
        if (productId === null) throw noProduct(params.slug);
        if ((await countImages(tx, productId, query.material)) >= MAX_PRODUCT_IMAGES) {
          throw new HttpError(
            409,
            'too_many_images',
            `${query.material === 'glass' ? 'Glass' : 'Regular'} has ${String(MAX_PRODUCT_IMAGES)} pictures, the most it may have: remove one first`,
          );
        }
        const image = await insertImage(tx, productId, query.material, alt, encoded, clock());
        await recordStaffAction(
          tx,
          staff,
          'product.image.add',
          `product:${params.slug}`,
          { id: image.id, material: image.material, alt, hash: encoded.hash },
          clock(),
        );
        return image;
      });
      await catalogue.invalidate();
      return added;
    });

    registerEndpoint(images, updateStaffProductImage, resolve, async ({ params, body, request }) => {
      const staff = staffIdOf(request);
      const saved = await db.transaction(async (tx) => {
        const productId = await productIdOf(tx, params.slug, true);
        if (productId === null) throw noProduct(params.slug);
        const before = await imageOf(tx, productId, params.id);
        if (!before) throw noImage(params.id);
        if (before.alt.en === body.alt.en && before.alt.ar === body.alt.ar) return { image: before, changed: false };
        await tx
          .update(productImages)
          .set({ altEn: body.alt.en, altAr: body.alt.ar })
          .where(eq(productImages.id, params.id));
        await recordStaffAction(
          tx,
          staff,
          'product.image.alt',
          `product:${params.slug}`,
          { id: params.id, material: before.material, from: before.alt, to: body.alt },
          clock(),
        );
        return { image: { ...before, alt: body.alt }, changed: true };
      });
      if (saved.changed) await catalogue.invalidate();
      return saved.image;
    });

    registerEndpoint(images, deleteStaffProductImage, resolve, async ({ params, request }) => {
      const staff = staffIdOf(request);
      const left = await db.transaction(async (tx) => {
        const productId = await productIdOf(tx, params.slug, true);
        if (productId === null) throw noProduct(params.slug);
        const image = await imageOf(tx, productId, params.id);
        if (!image) throw noImage(params.id);
        await tx
          .delete(productImages)
          .where(and(eq(productImages.productId, productId), eq(productImages.id, params.id)));
        await recordStaffAction(
          tx,
          staff,
          'product.image.remove',
          `product:${params.slug}`,
          { id: image.id, material: image.material, alt: image.alt },
          clock(),
        );
        return imagesOf(tx, productId);
      });
      await catalogue.invalidate();
      return { items: left };
    });
    registerEndpoint(images, orderStaffProductImages, resolve, async ({ params, body, request }) => {
      const staff = staffIdOf(request);
      const ordered = await db.transaction(async (tx) => {
        const productId = await productIdOf(tx, params.slug, true);
        if (productId === null) throw noProduct(params.slug);
        const before = (await imagesOf(tx, productId)).filter((image) => image.material === body.material);
        const known = new Set(before.map((image) => image.id));
        if (before.length !== body.ids.length || body.ids.some((id) => !known.has(id))) {
          throw new HttpError(
            422,
            'image_order_mismatch',
            "The order does not name exactly this material's pictures: reload them, then order them again",
            { ids: "Exactly this material's pictures, each once" },
          );
        }
        const changed = before.some((image, index) => image.id !== body.ids[index]);
        if (changed) {
          for (const [index, id] of body.ids.entries()) {
            await tx
              .update(productImages)
              .set({ position: index + 1 })
              .where(and(eq(productImages.productId, productId), eq(productImages.id, id)));
          }
          await recordStaffAction(
            tx,
            staff,
            'product.image.order',
            `product:${params.slug}`,
            { material: body.material, from: before.map((image) => image.id), to: body.ids },
            clock(),
          );
        }
        return { items: await imagesOf(tx, productId), changed };
      });
      if (ordered.changed) await catalogue.invalidate();
      return { items: ordered.items };
    });
    done();
  });
}
