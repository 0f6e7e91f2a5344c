import { deleteStaffBlogPicture, uploadStaffBlogPicture } from '@juicyin/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { recordStaffAction } from './actions.ts';
import { removeBlogPicture, replaceBlogPicture } from './blog-picture-queries.ts';
import { staffBlogPostRow, staffPostBySlug } from './blog-post-queries.ts';
import type { StaffDeps } from './deps.ts';
import { staffIdOf } from './guard.ts';
import { acceptPictureBodies } from './picture-bodies.ts';
import { encodeProductImage } from './image-encode.ts';

const noPost = (slug: string) => new HttpError(404, 'not_found', `There is no post ${slug}`);

/**
 * A blog post's picture as staff set it (issue 21): upload one in place of the drawn picture (or of
 * the one uploaded before), or remove it to show the drawn one again. The upload goes through the
 * product pictures' checks and encoding and is kept and served with them. Each change is logged and
 * the content cache invalidated after the commit. Its own context: here any body is read as raw bytes.
 */
export function staffBlogPictureRoutes(
  app: FastifyInstance,
  deps: Pick<StaffDeps, 'db' | 'resolve' | 'cache' | 'clock'>,
): void {
  const { db, resolve, cache, clock } = deps;
  void app.register((pictures, _options, done) => {
    acceptPictureBodies(pictures);

    registerEndpoint(pictures, uploadStaffBlogPicture, resolve, async ({ params, query, file, request }) => {
      const staff = staffIdOf(request);
      if (!(await staffBlogPostRow(db, params.slug))) throw noPost(params.slug);
      // Decoded and encoded anew before anything is stored: a bad file is refused with its reason.
      const encoded = await encodeProductImage(file, request.headers['content-type']);
      const alt = { en: query.altEn, ar: query.altAr };
      const saved = await db.transaction(async (tx) => {
        const row = await staffBlogPostRow(tx, params.slug, true);
        if (!row) throw noPost(params.slug);
        const before = await replaceBlogPicture(tx, row.id, alt, encoded, clock());
        await recordStaffAction(
          tx,
          staff,
          'blog.picture',
          `blog:${params.slug}`,
          { alt, hash: encoded.hash, replaced: before?.hash ?? null },
          clock(),
        );
        return staffPostBySlug(tx, params.slug, clock());
      });
      if (!saved) throw noPost(params.slug);
      await cache.invalidate('content');
      return saved;
    });

    registerEndpoint(pictures, deleteStaffBlogPicture, resolve, async ({ params, request }) => {
      const staff = staffIdOf(request);
      const saved = await db.transaction(async (tx) => {
        const row = await staffBlogPostRow(tx, params.slug, true);
        if (!row) throw noPost(params.slug);
        const removed = await removeBlogPicture(tx, row.id);
        if (removed) {
          await recordStaffAction(
            tx,
            staff,
            'blog.pictureRemove',
            `blog:${params.slug}`,
            { alt: removed.alt, hash: removed.hash },
            clock(),
          );
        }
        return { post: await staffPostBySlug(tx, params.slug, clock()), changed: removed !== null };
      });
      if (!saved.post) throw noPost(params.slug);
      if (saved.changed) await cache.invalidate('content');
      return saved.post;
    });
    done();
  });
}
