import { Link } from '@juicyin/ui/link';
import { useMessages } from '../../i18n/messages-provider.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import { pathTo } from '../../paths.ts';

type Tile = readonly [title: MessageKey, text: MessageKey, href: string];

// SPEC.md §2, user-account: the four tiles at the top of the hub.
const tiles: readonly Tile[] = [
  ['account.hub.tile.orders', 'account.hub.tile.ordersText', pathTo('orders')],
  ['account.hub.tile.security', 'account.hub.tile.securityText', pathTo('profile')],
  ['account.hub.tile.address', 'account.hub.tile.addressText', pathTo('addresses')],
  ['account.hub.tile.payment', 'account.hub.tile.paymentText', pathTo('paymentOptions')],
];

/** The hub's tiles: My Orders, Login & Security, My address, Payment Options, each a link with its line. */
export function HubTiles() {
  const t = useMessages();
  return (
    <ul className="shop-hub-tiles" aria-label={t('account.hub.tiles')}>
      {tiles.map(([title, text, href]) => (
        <li key={href} className="shop-hub-tile">
          <Link href={href} variant="standalone" className="shop-hub-tile__link">
            {t(title)}
          </Link>
          <p className="shop-hub-tile__text">{t(text)}</p>
        </li>
      ))}
    </ul>
  );
}
