import type { StaffProductImage } from '@juicyin/contract';
import type { Material } from '@juicyin/domain';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import { uploadedImageUrl } from '../catalogue/read-model.ts';
import type { Database } from '../database.ts';
import { productImages } from '../db/schema.ts';
import { query } from '../orders/sql.ts';
import type { EncodedImage } from './image-encode.ts';

/** Every column but the pictures' bytes. */
const described = {
  id: productImages.id,
  material: productImages.material,
  altEn: productImages.altEn,
  altAr: productImages.altAr,
  hash: productImages.hash,
  width: productImages.width,
  height: productImages.height,
};
type DescribedRow = Omit<{ [K in keyof typeof described]: (typeof described)[K]['_']['data'] }, 'material'> & {
  /** Null only for a blog post's picture, kept in the same table. */
  readonly material: Material | null;
};

export function imageView(row: DescribedRow): StaffProductImage {
  // Only a blog post's picture has no material (`product_images_one_owner`), and none is read here.
  if (row.material === null) throw new Error(`picture ${String(row.id)} is a blog post's, not a product's`);
  return {
    id: row.id,
    material: row.material,
    alt: { en: row.altEn, ar: row.altAr },
    src: uploadedImageUrl(row.hash, 'large'),
    cardSrc: uploadedImageUrl(row.hash, 'card'),
    width: row.width,
    height: row.height,
  };
}

/** The product's id by slug, or null; `lock` takes its row for update (so two uploads take turns for a position). */
export async function productIdOf(db: Database, slug: string, lock = false): Promise<number | null> {
  const [row] = await query<{ id: number }>(
    db,
    sql`select id from products where slug = ${slug} ${lock ? sql`for update` : sql``}`,
  );
  return row?.id ?? null;
}

/** A product's pictures, Regular first, each material's in the order the shop shows them. */
export async function imagesOf(db: Database, productId: number): Promise<StaffProductImage[]> {
  const rows = await db
    .select(described)
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(sql`${productImages.material} = 'glass'`, asc(productImages.position), asc(productImages.id));
  return rows.map(imageView);
}

export async function imageOf(db: Database, productId: number, id: number): Promise<StaffProductImage | null> {
  const [row] = await db
    .select(described)
    .from(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.id, id)));
  return row ? imageView(row) : null;
}

export async function countImages(db: Database, productId: number, material: Material): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.material, material)));
  return row?.count ?? 0;
}

/** Adds a picture after the material's others. */
export async function insertImage(
  db: Database,
  productId: number,
  material: Material,
  alt: { readonly en: string; readonly ar: string },
  image: EncodedImage,
  now: Date,
): Promise<StaffProductImage> {
  const [last] = await db
    .select({ position: max(productImages.position) })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.material, material)));
  const [row] = await db
    .insert(productImages)
    .values({
      productId,
      material,
      position: (last?.position ?? 0) + 1,
      altEn: alt.en,
      altAr: alt.ar,
      hash: image.hash,
      width: image.width,
      height: image.height,
      large: image.large,
      card: image.card,
      createdAt: now,
    })
    .returning(described);
  if (!row) throw new Error('the picture was not stored');
  return imageView(row);
}

/** The bytes of an uploaded picture in one size by its hash, or null. */
export async function imageBytes(db: Database, hash: string, size: 'large' | 'card'): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: size === 'large' ? productImages.large : productImages.card })
    .from(productImages)
    .where(eq(productImages.hash, hash))
    .limit(1);
  return row ? Buffer.from(row.bytes) : null;
}
