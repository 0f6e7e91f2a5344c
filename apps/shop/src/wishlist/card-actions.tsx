import type { ProductSummary } from '@juicyin/contract';
import type { ReactNode } from 'react';
import { useQuickAdd } from '../bag/quick-add.tsx';
import { useMessages } from '../i18n/messages-provider.tsx';
import { useWishlist } from './use-wishlist.ts';

/**
 * What every product card does: the heart toggles the product in the wishlist (filled when it is
 * there; its name says Save or Remove) and Add to bag opens the quick-add modal. Spread
 * `cardProps(product)` on a ProductCard and render `element` once beside the cards.
 */
export function useCardActions(): {
  readonly cardProps: (product: ProductSummary) => {
    readonly isFavourite: boolean;
    readonly onFavouriteChange: () => void;
    readonly onAddToBag: () => void;
    readonly messages: { readonly favourite: (title: string) => string };
  };
  readonly element: ReactNode;
} {
  const t = useMessages();
  const wishlist = useWishlist({ priced: false });
  const quickAdd = useQuickAdd();
  return {
    cardProps: (product) => {
      const isFavourite = wishlist.hasProduct(product.slug);
      return {
        isFavourite,
        onFavouriteChange: () => {
          void wishlist.toggle(product).catch(() => undefined);
        },
        onAddToBag: () => {
          quickAdd.open(product);
        },
        messages: {
          favourite: (title) => t(isFavourite ? 'wishlist.removeOf' : 'wishlist.addOf', { name: title }),
        },
      };
    },
    element: quickAdd.element,
  };
}
