import sharp from 'sharp';

/** A 900 × 600 picture (wider than tall) made here, in `format`, optionally with EXIF saying "turn it a quarter". */
export function picture(format: 'jpeg' | 'png' | 'webp' | 'gif', exif = false): Promise<Buffer> {
  let image = sharp({ create: { width: 900, height: 600, channels: 3, background: '#f97316' } }).composite([
    { input: { create: { width: 300, height: 200, channels: 3, background: '#16a34a' } }, top: 0, left: 0 },
  ]);
  if (exif) {
    image = image.withMetadata({
      orientation: 6,
      exif: { IFD0: { Copyright: 'Juicyin test', Artist: 'Someone private' } },
    });
  }
  return image[format]().toBuffer();
}
