import { QuantityError } from '@juicyin/domain';
import { useState } from 'react';
import { useBag } from '../bag/use-bag.ts';
import { useMessages } from '../i18n/messages-provider.tsx';
import { useWishlist } from './use-wishlist.ts';

/** What the last Move to bag or delete did, for a live region (`alert` when it failed). */
export interface WishlistNotice {
  readonly text: string;
  readonly tone: 'status' | 'alert';
}

/**
 * The wishlist with its two actions, as the wishlist page and the account hub's box use them:
 * Move to bag (adds one to the bag, then takes the item off the list) and delete, each saying what
 * it did (or why it failed) in `notice`.
 */
export function useWishlistActions() {
  const t = useMessages();
  const wishlist = useWishlist();
  const bag = useBag({ priced: false });
  const [notice, setNotice] = useState<WishlistNotice | null>(null);

  const moveToBag = async (sku: string, slug: string, name: string) => {
    setNotice(null);
    try {
      await bag.add({ sku, slug, quantity: 1 });
      await wishlist.remove(sku);
      setNotice({ text: t('wishlist.moved', { name }), tone: 'status' });
    } catch (error) {
      setNotice({ text: error instanceof QuantityError ? t('bag.error.limit') : t('bag.error.failed'), tone: 'alert' });
    }
  };
  const remove = async (sku: string, name: string) => {
    setNotice(null);
    try {
      await wishlist.remove(sku);
      setNotice({ text: t('wishlist.removed', { name }), tone: 'status' });
    } catch {
      setNotice({ text: t('wishlist.error.failed'), tone: 'alert' });
    }
  };

  return { wishlist, notice, moveToBag, remove };
}
