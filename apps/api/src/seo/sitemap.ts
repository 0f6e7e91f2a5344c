import { inLanguage, SHOP_LANGUAGES } from '@juicyin/contract';

/** A page of the shop that search engines may list, by its address without a language. */
export interface ListedPage {
  readonly path: string;
  /** When its content last changed, where that is known (a blog post's publication). */
  readonly lastModified?: Date;
}

const xmlEntities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text made safe inside an XML element or a quoted attribute. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character);
}

/**
 * `sitemap.xml` in the sitemaps.org 0.9 format: every page once per language, each entry naming
 * the page's other languages with `hreflang`, and `x-default`, the address without a language
 * (which opens in the shopper's own choice). One file holds up to 50,000 addresses, 25,000 pages
 * in two languages; the catalogue is far from that.
 */
export function sitemapXml(origin: string, pages: readonly ListedPage[]): string {
  const url = (path: string) => escapeXml(`${origin}${path}`);
  const entries = pages.flatMap(({ path, lastModified }) => {
    const alternates = [
      ...SHOP_LANGUAGES.map(
        (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${url(inLanguage(path, language))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
    ].join('');
    const modified = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return SHOP_LANGUAGES.map(
      (language) => `<url><loc>${url(inLanguage(path, language))}</loc>${modified}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
