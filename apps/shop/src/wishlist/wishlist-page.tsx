import { Button } from '@juicyin/ui/button';
import { EmptyState } from '@juicyin/ui/empty-state';
import { IconButton } from '@juicyin/ui/icon-button';
import { HeartIcon, TrashIcon } from '@juicyin/ui/icons';
import { Link } from '@juicyin/ui/link';
import { Price } from '@juicyin/ui/price';
import { Skeleton } from '@juicyin/ui/skeleton';
import { VisuallyHidden } from '@juicyin/ui/visually-hidden';
import { openAuthDialog } from '../account/auth-dialog-state.ts';
import { useDisplayPrice } from '../catalogue/display-price.ts';
import { pathTo, productPath } from '../paths.ts';
import { QueryError } from '../catalogue/query-error.tsx';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { useWishlistActions } from './wishlist-actions.ts';
import './wishlist-page.css';
import { PageHead } from '../shell/page-head.tsx';

/**
 * `wishlist`: 'My Wishlist (N)' with each saved variant (picture, name, description, material,
 * size, price), Move to bag and delete; an empty state; a guest is offered sign-in to keep it.
 */
export function WishlistPage() {
  const t = useMessages();
  const language = useLanguage();
  const display = useDisplayPrice();
  const { wishlist, notice, moveToBag, remove } = useWishlistActions();
  const items = wishlist.wishlist?.items;

  return (
    <div className="shop-wishlist">
      <PageHead title={t('wishlist.pageTitle')} description={t('wishlist.pageDescription')} />
      <h1 className="shop-wishlist__title">{t('wishlist.title', { count: items?.length ?? wishlist.count ?? 0 })}</h1>
      {wishlist.status === 'ready' && !wishlist.isSignedIn ? (
        <p className="shop-wishlist__guest">
          {t('wishlist.guestNote')}{' '}
          <Button variant="ghost" size="sm" onPress={() => openAuthDialog('sign-in')}>
            {t('wishlist.signIn')}
          </Button>
        </p>
      ) : null}
      <p role={notice?.tone === 'alert' ? 'alert' : 'status'} className="shop-wishlist__notice">
        {notice?.text}
      </p>
      {wishlist.status === 'error' ? (
        <QueryError onRetry={wishlist.retry} />
      ) : items === undefined ? (
        <div aria-busy="true" className="shop-wishlist__loading">
          <p role="status">{t('wishlist.loading')}</p>
          <Skeleton shape="rect" blockSize="7rem" />
          <Skeleton shape="rect" blockSize="7rem" />
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<HeartIcon size="lg" />}
          headingLevel={2}
          title={t('wishlist.empty.title')}
          description={t('wishlist.empty.description')}
          action={
            <Link variant="button" href={pathTo('productsList')}>
              {t('wishlist.empty.action')}
            </Link>
          }
        />
      ) : (
        <ul className="shop-wishlist__items">
          {items.map((item) => {
            const name = item.name[language];
            const shown = display(item.price, item.oldPrice);
            return (
              <li key={item.sku} className="shop-wishlist__item">
                <img className="shop-wishlist__image" src={item.image} alt="" />
                <div className="shop-wishlist__info">
                  <h2 className="shop-wishlist__name">
                    <Link href={productPath(item.slug)} variant="standalone">
                      {name}
                    </Link>
                  </h2>
                  <p className="shop-wishlist__description">{item.description[language]}</p>
                  <dl className="shop-wishlist__facts">
                    <div>
                      <dt>{t('product.material')}</dt>
                      <dd>{t(`material.${item.material}`)}</dd>
                    </div>
                    <div>
                      <dt>{t('product.size')}</dt>
                      <dd>{t(`size.${item.size}`)}</dd>
                    </div>
                  </dl>
                  <Price amount={shown.price} oldAmount={shown.oldPrice} currency={shown.currency} />
                  {item.inStock ? null : <p className="shop-wishlist__stock">{t('product.outOfStock')}</p>}
                </div>
                <div className="shop-wishlist__actions">
                  <Button isDisabled={!item.inStock} onPress={() => void moveToBag(item.sku, item.slug, name)}>
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
    </div>
  );
}
