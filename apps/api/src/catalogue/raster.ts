import sharp from 'sharp';

/**
 * A picture drawn as SVG, as a PNG `width` pixels wide on white: link previews (WhatsApp, X,
 * Facebook) show no SVG, so a page's `og:image` is the PNG of its picture. Drawn by libvips (sharp)
 * at the density that gives that width, so edges are sharp rather than scaled up.
 */
export async function pngOf(svg: string, { viewBoxWidth, width }: { viewBoxWidth: number; width: number }) {
  return sharp(Buffer.from(svg), { density: (72 * width) / viewBoxWidth })
    .resize({ width })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
