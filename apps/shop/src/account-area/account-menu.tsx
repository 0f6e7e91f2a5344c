import { Button } from '@juicyin/ui/button';
import { Link } from '@juicyin/ui/link';
import { useSession } from '../account/session.ts';
import { useMessages } from '../i18n/messages-provider.tsx';
import type { MessageKey } from '../i18n/messages.ts';
import { pathTo } from '../paths.ts';
import { useLocation } from '../router/hooks.ts';

type MenuEntry = readonly [label: MessageKey, href: string];

// SPEC.md §2's left menu: My Profile (the profile, the address book, payment options), then the
// shopper's orders, points, coupons, wallet and wish list.
const profileEntries: readonly MenuEntry[] = [
  ['account.menu.hub', pathTo('account')],
  ['account.menu.profile', pathTo('profile')],
  ['account.menu.addresses', pathTo('addresses')],
  ['account.menu.paymentOptions', pathTo('paymentOptions')],
];
const entries: readonly MenuEntry[] = [
  ['account.menu.orders', pathTo('orders')],
  ['account.menu.points', pathTo('points')],
  ['account.menu.coupons', pathTo('coupons')],
  ['account.menu.wallet', pathTo('wallet')],
  ['account.menu.wishlist', pathTo('wishlist')],
];

/**
 * The account area's menu: a column beside the page on wide screens, one line of links that
 * scrolls sideways on a phone (so the page's heading stays on the first screen). The current
 * page's link carries `aria-current="page"`. Sign Out ends the session; the page then asks the
 * visitor to sign in.
 */
export function AccountMenu() {
  const t = useMessages();
  const { pathname } = useLocation();
  const session = useSession();
  const item = ([label, href]: MenuEntry) => (
    <li key={href}>
      <Link
        href={href}
        variant="standalone"
        className="shop-account-menu__link"
        aria-current={pathname.toLowerCase() === href.toLowerCase() ? 'page' : undefined}
      >
        {t(label)}
      </Link>
    </li>
  );
  return (
    <nav className="shop-account-menu" aria-label={t('account.menu.label')}>
      <p className="shop-account-menu__group" id="shop-account-menu-profile">
        {t('account.menu.profileGroup')}
      </p>
      <ul className="shop-account-menu__list" aria-labelledby="shop-account-menu-profile">
        {profileEntries.map(item)}
      </ul>
      <ul className="shop-account-menu__list">{entries.map(item)}</ul>
      {session.isSignedIn ? (
        <Button
          variant="ghost"
          size="sm"
          className="shop-account-menu__sign-out"
          onPress={() => session.signOut.mutate()}
        >
          {t('account.menu.signOut')}
        </Button>
      ) : null}
    </nav>
  );
}
