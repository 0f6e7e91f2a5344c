import type { ProductSummary } from '@juicyin/contract';
import { ProductCard } from '@juicyin/ui/product-card';
import { ProductGrid } from '@juicyin/ui/product-grid';
import type { ReactNode } from 'react';
import { useLanguage } from '../i18n/messages-provider.tsx';
import { productPath } from '../paths.ts';
import { HydrateWhenNear } from '../server/hydrate-when-near.tsx';
import { useCardActions } from '../wishlist/card-actions.tsx';
import { useDisplayPrice } from './display-price.ts';

export interface ProductCardsProps {
  readonly title?: string;
  readonly headingLevel?: 2 | 3;
  /** "View All" beside the title. */
  readonly action?: ReactNode;
  /** The products; `undefined` while they load (placeholder cards keep the layout). */
  readonly products: readonly ProductSummary[] | undefined;
  /** How many placeholder cards to show while loading. */
  readonly placeholders?: number;
  /** Shown instead of the grid when the list is empty. */
  readonly empty?: ReactNode;
  /** Gives each card a Quick View button (the Special of Today page). */
  readonly onQuickView?: (product: ProductSummary) => void;
}

/**
 * A list of products as the kit's cards in its grid (four a row on a wide container). On a page the
 * server rendered, each card is hydrated when it comes near the viewport.
 */
export function ProductCards({
  title,
  headingLevel,
  action,
  products,
  placeholders = 4,
  empty,
  onQuickView,
}: ProductCardsProps) {
  const language = useLanguage();
  const display = useDisplayPrice();
  const actions = useCardActions();
  return (
    <>
      <ProductGrid
        {...(title === undefined ? {} : { title })}
        {...(headingLevel === undefined ? {} : { headingLevel })}
        action={action}
        empty={empty}
      >
        {products === undefined
          ? Array.from({ length: placeholders }, (_, index) => (
              <ProductCard key={index} isLoading title="" href="" price={0} />
            ))
          : products.map((product) => (
              <HydrateWhenNear key={product.slug}>
                <ProductCard
                  title={product.name[language]}
                  description={product.description[language]}
                  href={productPath(product.slug)}
                  imageSrc={product.image}
                  imageAlt={product.imageAlt?.[language] ?? ''}
                  rating={product.rating}
                  reviewCount={product.reviewCount}
                  isOutOfStock={!product.inStock}
                  {...(onQuickView
                    ? {
                        onQuickView: () => {
                          onQuickView(product);
                        },
                      }
                    : {})}
                  {...display(product.price, product.oldPrice)}
                  {...actions.cardProps(product)}
                />
              </HydrateWhenNear>
            ))}
      </ProductGrid>
      {actions.element}
    </>
  );
}
