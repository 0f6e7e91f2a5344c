import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from '../http/errors.ts';

/** The longer side of a product picture as the product page shows it, and as cards show it. */
export const LARGE_SIDE = 1200;
export const CARD_SIDE = 600;
/** Pictures with more pixels than this (e.g. 12,000 × 12,000) are refused before they are decoded. */
const MAX_PIXELS = 60_000_000;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface EncodedImage {
  /** The first 32 hex digits of the SHA-256 of `large`: the pictures' name in their URLs. */
  readonly hash: string;
  readonly large: Buffer;
  readonly card: Buffer;
  readonly width: number;
  readonly height: number;
}

const unsupported = () =>
  new HttpError(415, 'image_type_unsupported', 'Upload a JPEG, PNG or WebP picture', {
    file: 'A JPEG, PNG or WebP picture',
  });
const unreadable = () =>
  new HttpError(422, 'image_unreadable', 'The file could not be read as a picture: it may be damaged or cut short', {
    file: 'Not a readable picture',
  });

/** A JPEG of the picture, its longer side at most `side`, on white (no transparency in JPEG), with no metadata. */
function encode(input: Buffer, side: number) {
  return sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
}

/**
 * Checks an upload and makes the pictures the shop serves from it: the declared type and the
 * bytes' own format must both be JPEG, PNG or WebP (415 otherwise); the whole file is decoded
 * (422 `image_unreadable` when it cannot be, e.g. cut short), turned upright by its EXIF
 * orientation and encoded anew, so no byte of the upload and none of its metadata (EXIF, GPS, ICC
 * comments) reaches a shopper.
 */
export async function encodeProductImage(
  file: Buffer | undefined,
  declaredType: string | undefined,
): Promise<EncodedImage> {
  const type = (declaredType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!file || !ACCEPTED_TYPES.has(type)) throw unsupported();
  let format: string | undefined;
  try {
    format = (await sharp(file, { limitInputPixels: MAX_PIXELS }).metadata()).format;
  } catch {
    throw unreadable();
  }
  if (!ACCEPTED_FORMATS.has(format)) throw unsupported();
  try {
    const large = await encode(file, LARGE_SIDE);
    const card = await encode(file, CARD_SIDE);
    return {
      hash: createHash('sha256').update(large.data).digest('hex').slice(0, 32),
      large: large.data,
      card: card.data,
      width: large.info.width,
      height: large.info.height,
    };
  } catch {
    throw unreadable();
  }
}
