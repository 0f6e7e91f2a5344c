// The size step's HTML figures: the documents the server renders for the measured pages, in
// English and Arabic, from the built server (scripts/built-server.mjs) on its seeded catalogue:
// what a phone downloads before its first paint besides the JS and CSS.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { startBuiltServer } from '../../../scripts/built-server.mjs';

/** The document's bytes, raw and compressed as the size step compresses the JS and CSS. */
function sizes(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Each page (`{ name, path }`) rendered in each language: `{ name, language, raw, gzip, brotli }`. */
export async function renderedHtmlSizes(pages) {
  const server = await startBuiltServer();
  try {
    const rows = [];
    for (const page of pages) {
      for (const language of ['en', 'ar']) {
        const response = await fetch(`${server.origin}${page.path}`, {
          headers: { cookie: `juicyin-preferences=${language}.SAR.SA`, 'accept-encoding': 'identity' },
        });
        const html = Buffer.from(await response.arrayBuffer());
        if (response.status !== 200 || !html.includes('<script id="shop-state"')) {
          throw new Error(`${page.path} in ${language} was not rendered on the server (status ${response.status})`);
        }
        rows.push({ name: page.name, language, ...sizes(html) });
      }
    }
    return rows;
  } finally {
    await server.stop();
  }
}
