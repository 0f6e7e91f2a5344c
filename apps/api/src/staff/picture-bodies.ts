import { MAX_PRODUCT_IMAGE_BYTES } from '@juicyin/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { acceptRawBodies } from '../http/upload-body.ts';

const megabytes = String(MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024);

/**
 * Takes the bodies of `app`'s context as a picture's raw bytes, as the product pictures and the blog
 * post picture upload them: one over the size limit is refused with 413 `image_too_large`.
 */
export function acceptPictureBodies(app: FastifyInstance): void {
  acceptRawBodies(
    app,
    MAX_PRODUCT_IMAGE_BYTES,
    () =>
      new HttpError(413, 'image_too_large', `A picture may be at most ${megabytes} MB`, {
        file: `At most ${megabytes} MB`,
      }),
  );
}
