import type { ProductDetail } from '@juicyin/contract';
import { halalas, sarText } from '@juicyin/domain';
import type { ItemAvailability, Product, WithContext } from 'schema-dts';
import type { Language } from '../i18n/messages.ts';
import type { OpenGraphProperty } from '../shell/page-head.tsx';
import { absoluteUrl } from '../shell/structured-data.ts';
import { imagesOf } from './variants.ts';

/** The currency of the catalogue's prices (halalas are its minor unit). */
const PRICE_CURRENCY = 'SAR';

/**
 * What search results and link previews say a product costs: its leading variant (the lowest-priced
 * one in stock, shown first), its price in SAR as decimal text (`1250` halalas → `"12.50"`, by the
 * domain's integer conversion) and whether it is in stock.
 */
export function productOffer(product: ProductDetail) {
  const variant = product.defaultVariant;
  return { sku: variant.sku, price: sarText(halalas(variant.price)), inStock: variant.inStock };
}

/** The pictures a product is shown with first (its leading variant's material), as absolute URLs. */
export function productImageUrls(product: ProductDetail, origin: string): string[] {
  const pictures = imagesOf(product, product.defaultVariant.material);
  return (pictures.length > 0 ? pictures : [product.image]).map((src) => absoluteUrl(origin, src));
}

/** Open Graph's product tags (Facebook, WhatsApp): price, currency and availability. */
export function productOpenGraph(product: ProductDetail): OpenGraphProperty[] {
  const offer = productOffer(product);
  return [
    { property: 'product:price:amount', content: offer.price },
    { property: 'product:price:currency', content: PRICE_CURRENCY },
    { property: 'product:availability', content: offer.inStock ? 'in stock' : 'out of stock' },
  ];
}

/**
 * The product as a schema.org `Product` in `language`: its name, description, pictures, SKU and
 * page, one `Offer` at its price, and its `AggregateRating` once it has reviews.
 */
export function productStructuredData(
  product: ProductDetail,
  { language, origin, pageUrl }: { readonly language: Language; readonly origin: string; readonly pageUrl: string },
): WithContext<Product> {
  const offer = productOffer(product);
  const availability: ItemAvailability = offer.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name[language],
    description: product.description[language],
    image: productImageUrls(product, origin),
    sku: offer.sku,
    url: pageUrl,
    offers: {
      '@type': 'Offer',
      price: offer.price,
      priceCurrency: PRICE_CURRENCY,
      availability,
      url: pageUrl,
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
          },
        }
      : {}),
  };
}
