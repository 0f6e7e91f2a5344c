import { Button } from '@juicyin/ui/button';
import { IconButton } from '@juicyin/ui/icon-button';
import { TrashIcon } from '@juicyin/ui/icons';
import { Link } from '@juicyin/ui/link';
import { Price } from '@juicyin/ui/price';
import { Skeleton } from '@juicyin/ui/skeleton';
import { VisuallyHidden } from '@juicyin/ui/visually-hidden';
import { useDisplayPrice } from '../../catalogue/display-price.ts';
import { QueryError } from '../../catalogue/query-error.tsx';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { pathTo, productPath } from '../../paths.ts';
import { useWishlistActions } from '../../wishlist/wishlist-actions.ts';

/** Items of the wishlist shown in the hub; the rest are on the wishlist page. */
const SHOWN = 2;

/** The hub's wishlist box: the count, the first items with their price, Move to bag and delete. */
export function HubWishlistBox() {
  const t = useMessages();
  const language = useLanguage();
  const display = useDisplayPrice();
  const { wishlist, notice, moveToBag, remove } = useWishlistActions();
  const items = wishlist.wishlist?.items;
  return (
    <section
      className="shop-hub-box shop-hub-wishlist"
      aria-labelledby="hub-wishlist"
      aria-busy={(items === undefined && wishlist.status !== 'error') || undefined}
    >
      <h2 id="hub-wishlist" className="shop-hub-box__title">
        {t('account.hub.wishlist.title', { count: items?.length ?? wishlist.count ?? 0 })}
      </h2>
      <p role={notice?.tone === 'alert' ? 'alert' : 'status'} className="shop-hub-box__notice">
        {notice?.text}
      </p>
      {wishlist.status === 'error' ? (
        <QueryError headingLevel={3} onRetry={wishlist.retry} />
      ) : items === undefined ? (
        <Skeleton shape="rect" blockSize="5rem" />
      ) : items.length === 0 ? (
        <p className="shop-hub-box__empty">{t('account.hub.wishlist.empty')}</p>
      ) : (
        <ul className="shop-hub-wishlist__items">
          {items.slice(0, SHOWN).map((item) => {
            const name = item.name[language];
            const shown = display(item.price, item.oldPrice);
            return (
              <li key={item.sku} className="shop-hub-wishlist__item">
                <img className="shop-hub-wishlist__image" src={item.image} alt="" />
                <div className="shop-hub-wishlist__info">
                  <Link href={productPath(item.slug)} variant="standalone">
                    {name}
                  </Link>
                  <Price amount={shown.price} oldAmount={shown.oldPrice} currency={shown.currency} />
                </div>
                <div className="shop-hub-wishlist__actions">
                  <Button
                    size="sm"
                    isDisabled={!item.inStock}
                    onPress={() => void moveToBag(item.sku, item.slug, name)}
                  >
                    {t('wishlist.moveToBag')}
                    <VisuallyHidden> {name}</VisuallyHidden>
                  </Button>
                  <IconButton
                    label={t('wishlist.removeOf', { name })}
                    variant="danger"
                    onPress={() => void remove(item.sku, name)}
                  >
                    <TrashIcon />
                  </IconButton>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Link href={pathTo('wishlist')} className="shop-hub-box__more">
        {t('account.hub.wishlist.all')}
      </Link>
    </section>
  );
}
