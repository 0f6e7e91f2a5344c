import { getProduct } from '@juicyin/contract';
import { fixtures, mockEndpoint } from '@juicyin/contract/msw';
import { halalas, sarText } from '@juicyin/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { categoryPath, homePath, inLanguage, productPath, SHOP_LANGUAGES } from '../paths.ts';
import { jsonLdIn, schemaOrgProblems } from '../testing/schema-org.ts';
import { linkHrefs, metaContent, pageTitle, visibleBreadcrumbs } from '../testing/server-html.ts';
import { answerWithFixtures, renderPageOnServer } from '../testing/server-render.tsx';

/*
 * The product page as a crawler or a link preview gets it from the server (react-dom/server, its data
 * from the contract's fixtures through the route's loader), with the shop's public origin provided:
 * its addresses, its preview tags and its schema.org data.
 */

const server = answerWithFixtures();
const origin = 'https://juicyin.example';
const product = fixtures.products.orangeJuice;
const path = productPath(product.slug);
/** The catalogue's price as decimal SAR, by the domain's conversion from halalas. */
const price = sarText(halalas(product.price));

expect(typeof window).toBe('undefined');

describe.each(SHOP_LANGUAGES)('the product page rendered on a server, in %s', (language) => {
  let html = '';
  beforeAll(async () => {
    html = await renderPageOnServer(path, language, { origin });
  });
  const canonical = `${origin}${inLanguage(path, language)}`;
  const data = () => jsonLdIn(html) as Record<string, unknown>[];
  const ofType = (type: string) => data().find((document) => document['@type'] === type);

  it('names its canonical address and its alternates in each language, absolute, as inLanguage (and the sitemap) write them', () => {
    expect(linkHrefs(html, 'canonical')).toEqual([canonical]);
    for (const other of SHOP_LANGUAGES) {
      expect(linkHrefs(html, 'alternate', other)).toEqual([`${origin}${inLanguage(path, other)}`]);
    }
    expect(linkHrefs(html, 'alternate', 'x-default')).toEqual([`${origin}${path}`]);
  });

  it('gives link previews its title, description, absolute picture, price and availability', () => {
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:title')).toBe(pageTitle(html));
    expect(metaContent(html, 'og:title')).toContain(product.name[language]);
    expect(metaContent(html, 'og:description')).toBe(product.description[language]);
    expect(metaContent(html, 'og:url')).toBe(canonical);
    expect(metaContent(html, 'og:image')).toBe(
      `${origin}${(product.images.regular[0] ?? '').replace(/\.svg$/, '.png')}`,
    );
    expect(metaContent(html, 'og:locale')).toBe(language === 'ar' ? 'ar_SA' : 'en_SA');
    expect(metaContent(html, 'og:locale:alternate')).toBe(language === 'ar' ? 'en_SA' : 'ar_SA');
    expect(metaContent(html, 'product:price:amount')).toBe(price);
    expect(metaContent(html, 'product:price:currency')).toBe('SAR');
    expect(metaContent(html, 'product:availability')).toBe('in stock');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:title')).toBe(metaContent(html, 'og:title'));
  });

  it("describes the product as a valid schema.org Product at the catalogue's price", () => {
    expect(data().map((document) => document['@type'])).toEqual(['Product', 'BreadcrumbList']);
    for (const document of data()) expect(schemaOrgProblems(document)).toEqual([]);
    expect(ofType('Product')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name[language],
      description: product.description[language],
      image: product.images.regular.map((src) => `${origin}${src}`),
      sku: product.defaultVariant.sku,
      url: canonical,
      offers: {
        '@type': 'Offer',
        price,
        priceCurrency: 'SAR',
        availability: 'https://schema.org/InStock',
        url: canonical,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount },
    });
  });

  it('gives its visible breadcrumbs as a BreadcrumbList at their canonical addresses', () => {
    const shown = visibleBreadcrumbs(html);
    expect(shown.map(({ href }) => href)).toEqual([homePath(), categoryPath(product.category), undefined]);
    expect(ofType('BreadcrumbList')?.['itemListElement']).toEqual(
      shown.map(({ label, href }, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: label,
        item: href === undefined ? canonical : `${origin}${inLanguage(href, language)}`,
      })),
    );
  });
});

describe('the product page on a server, with other data', () => {
  afterEach(() => server.resetHandlers());

  it('leaves out the rating of a product nobody has reviewed, and says when it is out of stock', async () => {
    const unreviewed = {
      ...product,
      slug: 'unreviewed-juice',
      reviewCount: 0,
      rating: 0,
      inStock: false,
      defaultVariant: { ...product.defaultVariant, inStock: false },
    };
    server.use(mockEndpoint(getProduct, unreviewed));
    const html = await renderPageOnServer(productPath(unreviewed.slug), 'en', { origin });
    const [data] = jsonLdIn(html) as Record<string, unknown>[];
    expect(schemaOrgProblems(data)).toEqual([]);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data?.['offers']).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(metaContent(html, 'product:availability')).toBe('out of stock');
  });

  it('keeps text that looks like HTML inside its JSON-LD script', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const tricky = { ...product, slug: 'tricky-juice', description: { en: hostile, ar: hostile } };
    server.use(mockEndpoint(getProduct, tricky));
    const html = await renderPageOnServer(productPath(tricky.slug), 'en', { origin });
    expect(html).not.toContain('<script>alert(1)');
    const [data] = jsonLdIn(html) as Record<string, unknown>[];
    expect(data?.['description']).toBe(hostile);
  });
});
