import { useSession } from '../../account/session.ts';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { AccountPage } from '../account-page.tsx';
import { HubCouponsBox, HubPointsBox, HubWalletBox } from './hub-boxes.tsx';
import { HubTiles } from './hub-tiles.tsx';
import { HubWishlistBox } from './hub-wishlist-box.tsx';
import { OtherAccounts } from './other-accounts.tsx';
import { SubscriptionSettings } from './subscription-settings.tsx';
import './hub-page.css';

function HubBody() {
  const t = useMessages();
  const { shopper } = useSession();
  if (!shopper) return null;
  return (
    <>
      <p className="shop-hub__greeting">{t('account.hub.greeting', { name: shopper.firstName })}</p>
      <HubTiles />
      <div className="shop-hub__boxes">
        <HubWishlistBox />
        <HubPointsBox />
        <HubCouponsBox />
        <HubWalletBox />
      </div>
      <div className="shop-hub__more">
        <OtherAccounts />
        <SubscriptionSettings key={shopper.id} shopper={shopper} />
      </div>
    </>
  );
}

/**
 * `user-account` (SPEC.md §2): the account hub — the tiles, the wishlist, points, coupons and
 * wallet boxes, Other Accounts and the subscription settings.
 */
export function AccountHubPage() {
  const t = useMessages();
  return (
    <AccountPage
      title={t('account.hub.pageTitle')}
      description={t('account.hub.pageDescription')}
      heading={t('account.hub.title')}
      className="shop-hub"
    >
      <HubBody />
    </AccountPage>
  );
}
