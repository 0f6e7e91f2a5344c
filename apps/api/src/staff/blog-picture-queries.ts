import type { BlogSummary } from '@juicyin/contract';
import { eq, inArray } from 'drizzle-orm';
import { uploadedImageUrl } from '../catalogue/read-model.ts';
import type { Database } from '../database.ts';
import { productImages } from '../db/schema.ts';
import type { EncodedImage } from './image-encode.ts';

/** A blog post's uploaded picture: its name (hash) and alt text. */
export interface BlogPicture {
  readonly hash: string;
  readonly alt: { readonly en: string; readonly ar: string };
}

const described = {
  blogPostId: productImages.blogPostId,
  hash: productImages.hash,
  altEn: productImages.altEn,
  altAr: productImages.altAr,
};

/** The uploaded pictures of these posts, by post id (a post with none is not in the map). */
export async function blogPicturesOf(db: Database, postIds: readonly number[]): Promise<Map<number, BlogPicture>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select(described)
    .from(productImages)
    .where(inArray(productImages.blogPostId, [...postIds]));
  return new Map(
    rows.flatMap((row) =>
      row.blogPostId === null ? [] : [[row.blogPostId, { hash: row.hash, alt: { en: row.altEn, ar: row.altAr } }]],
    ),
  );
}

/** One post's uploaded picture, or null. */
export async function blogPictureOf(db: Database, postId: number): Promise<BlogPicture | null> {
  return (await blogPicturesOf(db, [postId])).get(postId) ?? null;
}

/**
 * What a post shows: the uploaded picture in `size` with its alt text, else `drawn` (its SVG) with
 * none. `large` for the post's page, `card` for lists and teasers.
 */
export function shownPicture(
  drawn: string,
  picture: BlogPicture | null | undefined,
  size: 'large' | 'card',
): Pick<BlogSummary, 'image' | 'imageAlt'> {
  return picture
    ? { image: uploadedImageUrl(picture.hash, size), imageAlt: { en: picture.alt.en, ar: picture.alt.ar } }
    : { image: drawn, imageAlt: null };
}

/** Puts `image` in place of the post's picture (in the caller's transaction); answers the one it replaced. */
export async function replaceBlogPicture(
  tx: Database,
  postId: number,
  alt: { readonly en: string; readonly ar: string },
  image: EncodedImage,
  now: Date,
): Promise<BlogPicture | null> {
  const before = await removeBlogPicture(tx, postId);
  await tx.insert(productImages).values({
    blogPostId: postId,
    altEn: alt.en,
    altAr: alt.ar,
    hash: image.hash,
    width: image.width,
    height: image.height,
    large: image.large,
    card: image.card,
    createdAt: now,
  });
  return before;
}

/** Removes the post's uploaded picture; answers it, or null when it had none. */
export async function removeBlogPicture(tx: Database, postId: number): Promise<BlogPicture | null> {
  const [row] = await tx.delete(productImages).where(eq(productImages.blogPostId, postId)).returning(described);
  return row ? { hash: row.hash, alt: { en: row.altEn, ar: row.altAr } } : null;
}
