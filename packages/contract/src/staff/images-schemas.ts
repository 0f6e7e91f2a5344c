import { z } from 'zod';
import { materialSchema } from '../catalogue/schemas.ts';
import { localizedTextSchema, slugSchema } from '../common/schemas.ts';
import { lineText } from '../common/text.ts';

// Product pictures as staff upload them (issue 21): per material, with alt text in English and
// Arabic. The API decodes each upload and stores it re-encoded (JPEG, metadata gone, turned
// upright, at most 1200 px and a 600 px card size), so the bytes a shopper gets are never the upload's.

/** The picture types an upload may be, and the most bytes it may have (5 MB). */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PRODUCT_IMAGE_BYTES = 5 * 1024 * 1024;
/** The most pictures one material of a product may have. */
export const MAX_PRODUCT_IMAGES = 12;

const altText = (language: string) =>
  lineText().trim().min(1, `Describe the picture in ${language}`).max(200, 'At most 200 characters');

/** Alt text: what the picture shows, for a shopper who cannot see it. */
export const productImageAltSchema = z.strictObject({ en: altText('English'), ar: altText('Arabic') });

export const staffProductImageParamsSchema = z.strictObject({
  slug: slugSchema,
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** An upload's picture is its body; what it is of goes in the query string. */
export const staffProductImageUploadQuerySchema = z.strictObject({
  material: materialSchema,
  altEn: altText('English'),
  altAr: altText('Arabic'),
});
export type StaffProductImageUploadQuery = z.input<typeof staffProductImageUploadQuerySchema>;

export const staffProductImageAltBodySchema = z.strictObject({ alt: productImageAltSchema });
export type StaffProductImageAltBody = z.input<typeof staffProductImageAltBodySchema>;

/** A material's pictures in the order the shop is to show them: every one of them, each once. */
export const staffProductImageOrderBodySchema = z
  .strictObject({
    material: materialSchema,
    ids: z.array(z.int().min(1)).min(1).max(MAX_PRODUCT_IMAGES),
  })
  .refine((body) => new Set(body.ids).size === body.ids.length, { path: ['ids'], message: 'Each picture once' });
export type StaffProductImageOrderBody = z.input<typeof staffProductImageOrderBodySchema>;

export const staffProductImageSchema = z.object({
  id: z.int().min(1),
  material: materialSchema,
  alt: localizedTextSchema,
  /** The picture at most 1200 px on its longer side (the product page). */
  src: z.string(),
  /** The picture at most 600 px on its longer side (cards and thumbnails). */
  cardSrc: z.string(),
  width: z.int().min(1),
  height: z.int().min(1),
});
export type StaffProductImage = z.output<typeof staffProductImageSchema>;

/** A product's uploaded pictures, Regular first, each material's in the order the shop shows them. */
export const staffProductImageListSchema = z.object({ items: z.array(staffProductImageSchema) });
export type StaffProductImageList = z.output<typeof staffProductImageListSchema>;
