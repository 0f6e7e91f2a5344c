import type { ProductSummary, VariantView } from '@juicyin/contract';
import { lineTotal } from '@juicyin/domain';
import { AddedToBagModal } from '@juicyin/ui/added-to-bag-modal';
import { Button } from '@juicyin/ui/button';
import { Link } from '@juicyin/ui/link';
import { Price } from '@juicyin/ui/price';
import { VisuallyHidden } from '@juicyin/ui/visually-hidden';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../api-client.tsx';
import { useDisplayPrice } from '../catalogue/display-price.ts';
import { pathTo, productPath } from '../paths.ts';
import { similarProductsQuery } from '../catalogue/queries.ts';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { useBag } from './use-bag.ts';
import './bag.css';

export interface AddedItem {
  readonly product: Pick<ProductSummary, 'slug' | 'name' | 'image' | 'imageAlt'>;
  readonly variant: VariantView;
  readonly quantity: number;
}

/** A suggestion with its own Add to cart (one unit of its leading variant). */
function Suggestion({ product }: { readonly product: ProductSummary }) {
  const t = useMessages();
  const language = useLanguage();
  const display = useDisplayPrice();
  const bag = useBag({ priced: false });
  const [state, setState] = useState<'idle' | 'added' | 'failed'>('idle');
  const name = product.name[language];
  const shown = display(product.price, product.oldPrice);
  return (
    <li className="shop-suggestion">
      <img className="shop-suggestion__image" src={product.image} alt="" />
      <Link href={productPath(product.slug)} variant="standalone" className="shop-suggestion__name">
        {name}
      </Link>
      <Price size="sm" amount={shown.price} oldAmount={shown.oldPrice} currency={shown.currency} />
      <Button
        size="sm"
        variant="secondary"
        isDisabled={!product.inStock || state === 'added'}
        onPress={() => {
          bag
            .add({ sku: product.defaultVariant.sku, slug: product.slug, quantity: 1 })
            .then(() => setState('added'))
            .catch(() => setState('failed'));
        }}
      >
        {state === 'added' ? t('bag.added.inBag') : t('bag.added.addToCart')}
        <VisuallyHidden> {name}</VisuallyHidden>
      </Button>
      {state === 'failed' ? <p role="alert">{t('bag.error.failed')}</p> : null}
    </li>
  );
}

/**
 * The 'Added to bag' pop-up after Add to bag: the line (quantity, material, size, price),
 * 'You may also like' (similar products, each with Add to cart), Continue shopping and
 * Proceed to checkout.
 */
export function AddedToBag({ item, onClose }: { readonly item: AddedItem; readonly onClose: () => void }) {
  const t = useMessages();
  const language = useLanguage();
  const display = useDisplayPrice();
  const client = useApiClient();
  const similar = useQuery(similarProductsQuery(client, item.product.slug));
  const shown = display(lineTotal({ unitPrice: item.variant.price, quantity: item.quantity }));
  const suggestions = (similar.data?.items ?? []).slice(0, 4);
  return (
    <AddedToBagModal
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      name={item.product.name[language]}
      imageSrc={item.product.image}
      imageAlt={item.product.imageAlt?.[language] ?? ''}
      quantity={item.quantity}
      material={t(`material.${item.variant.material}`)}
      size={t(`size.${item.variant.size}`)}
      price={shown.price}
      currency={shown.currency}
      checkoutHref={pathTo('checkout')}
      suggestions={
        suggestions.length > 0 ? (
          <ul className="shop-suggestions">
            {suggestions.map((product) => (
              <Suggestion key={product.slug} product={product} />
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
