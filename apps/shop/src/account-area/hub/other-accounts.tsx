import { Link } from '@juicyin/ui/link';
import { useMessages } from '../../i18n/messages-provider.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import { pathTo } from '../../paths.ts';

const links: readonly (readonly [MessageKey, string])[] = [
  ['account.hub.other.points', pathTo('points')],
  ['account.hub.other.aboutPoints', pathTo('aboutPoints')],
  ['account.hub.other.wallet', pathTo('wallet')],
  ['account.hub.other.aboutWallet', pathTo('aboutWallet')],
  ['account.hub.other.coupons', pathTo('coupons')],
  ['account.hub.other.wishlist', pathTo('wishlist')],
];

/** Other Accounts: links to the points, the wallet, the coupons, the wishlist and the pages about them. */
export function OtherAccounts() {
  const t = useMessages();
  return (
    <nav className="shop-hub-other" aria-labelledby="hub-other">
      <h2 id="hub-other" className="shop-hub-box__title">
        {t('account.hub.other.title')}
      </h2>
      <ul className="shop-hub-other__list">
        {links.map(([label, href]) => (
          <li key={href}>
            <Link href={href}>{t(label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
