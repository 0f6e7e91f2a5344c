import { describe, expect, it } from 'vitest';
import { jsonLdIn, schemaOrgProblems } from './schema-org.ts';

/*
 * The checker the pages' structured-data tests lean on: it must pass a valid document and name what
 * is wrong with an invalid one, or a page's passing test would prove nothing.
 */

const offer = {
  '@type': 'Offer',
  price: '12.50',
  priceCurrency: 'SAR',
  availability: 'https://schema.org/InStock',
};
const product = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Fresh Orange Juice',
  image: ['https://shop.test/a.svg'],
  offers: offer,
};

describe('schemaOrgProblems', () => {
  it('passes a Product with its Offer', () => {
    expect(schemaOrgProblems(product)).toEqual([]);
  });

  it('names a property schema.org does not define for the type', () => {
    expect(schemaOrgProblems({ ...product, colour: 'orange' })).toEqual([
      "$: Product has no property colour in the table (is it one of schema.org's?)",
    ]);
  });

  it('names an unknown @type, a missing required property and a missing @context', () => {
    expect(schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'Juice', name: 'x' })).toEqual([
      '$: unknown @type "Juice"',
    ]);
    const bare = { '@type': 'Product', name: product.name, image: product.image };
    expect(schemaOrgProblems(bare)).toEqual(['$: @context is not https://schema.org', '$: Product without offers']);
  });

  it('checks nested objects by their own type and values by their kind', () => {
    expect(
      schemaOrgProblems({
        ...product,
        image: ['/a.svg'],
        offers: { ...offer, availability: 'InStock' },
      }),
    ).toEqual([
      '$.image[0]: "/a.svg" is not a URL or ImageObject',
      '$.offers.availability: "InStock" is not a ItemAvailability',
    ]);
    expect(schemaOrgProblems({ ...product, offers: { ...offer, price: 'SAR 12.50' } })).toEqual([
      '$.offers.price: "SAR 12.50" is not a Number',
    ]);
    expect(schemaOrgProblems({ ...product, offers: { ...offer, '@type': 'AggregateRating' } })).toEqual([
      '$.offers: an object of type "AggregateRating", expected one of Offer',
    ]);
  });

  it('reads JSON-LD scripts out of server HTML', () => {
    const html = `<p>x</p><script type="application/ld+json">${JSON.stringify(product)}</script>`;
    expect(jsonLdIn(html)).toEqual([product]);
  });
});
