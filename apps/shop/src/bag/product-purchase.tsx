import type { ProductDetail, VariantView } from '@juicyin/contract';
import { QuantityError } from '@juicyin/domain';
import { Button } from '@juicyin/ui/button';
import { HeartIcon } from '@juicyin/ui/icons';
import { QuantityStepper } from '@juicyin/ui/quantity-stepper';
import { useState } from 'react';
import { useNavigate } from '../router/hooks.ts';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { useWishlist } from '../wishlist/use-wishlist.ts';
import { AddedToBag, type AddedItem } from './added-to-bag.tsx';
import { useConnectionGate } from '../offline/needs-connection.tsx';
import { useBag } from './use-bag.ts';
import './bag.css';
import { pathTo } from '../paths.ts';

/**
 * The product page's buying part: quantity (1–99), Add to bag (then the 'Added to bag' pop-up),
 * Buy Now (adds and goes to `/checkout`) and the wishlist toggle, for the chosen variant.
 */
export function ProductPurchase({
  product,
  variant,
}: {
  readonly product: ProductDetail;
  readonly variant: VariantView;
}) {
  const t = useMessages();
  const language = useLanguage();
  const navigate = useNavigate();
  const bag = useBag({ priced: false });
  const wishlist = useWishlist({ priced: false });
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<AddedItem | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<'add' | 'buy' | null>(null);
  // A guest's bag is kept in the browser and works offline; a signed-in shopper's is on the server.
  const gate = useConnectionGate(bag.isSignedIn);
  const inWishlist = wishlist.has(variant.sku);
  const name = product.name[language];

  const put = async (action: 'add' | 'buy') => {
    setProblem(null);
    setPending(action);
    try {
      await bag.add({ sku: variant.sku, slug: product.slug, quantity });
      if (action === 'buy') void navigate(pathTo('checkout'));
      else
        setAdded({
          product: {
            slug: product.slug,
            name: product.name,
            image: product.images[variant.material][0] ?? product.image,
            imageAlt: product.images[variant.material][0]
              ? (product.imageAlts[variant.material][0] ?? null)
              : product.imageAlt,
          },
          variant,
          quantity,
        });
    } catch (error) {
      setProblem(error instanceof QuantityError ? t('bag.error.limit') : t('bag.error.failed'));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="shop-purchase">
      <QuantityStepper
        value={quantity}
        onChange={(value) => {
          if (Number.isFinite(value)) setQuantity(value);
        }}
        showLabel
      />
      <div className="shop-purchase__actions">
        <Button
          isDisabled={!variant.inStock || pending !== null || gate.blocked}
          aria-describedby={gate.describedBy}
          onPress={() => void put('add')}
        >
          {t('product.addToBag')}
        </Button>
        <Button
          variant="secondary"
          isDisabled={!variant.inStock || pending !== null || gate.blocked}
          aria-describedby={gate.describedBy}
          onPress={() => void put('buy')}
        >
          {t('product.buyNow')}
        </Button>
        <Button
          variant="ghost"
          onPress={() => {
            void (inWishlist ? wishlist.remove(variant.sku) : wishlist.add(variant.sku, product.slug)).catch(
              () => undefined,
            );
          }}
        >
          <HeartIcon size="sm" filled={inWishlist} />
          {inWishlist ? t('wishlist.removeOf', { name }) : t('wishlist.addOf', { name })}
        </Button>
      </div>
      {gate.reason}
      <p role="alert" className="shop-cart-panel__problem">
        {problem}
      </p>
      {added ? (
        <AddedToBag
          item={added}
          onClose={() => {
            setAdded(null);
          }}
        />
      ) : null}
    </div>
  );
}
