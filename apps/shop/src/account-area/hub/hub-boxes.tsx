import { POINTS_EXPIRING_SOON_DAYS } from '@juicyin/domain';
import { Link } from '@juicyin/ui/link';
import { Price } from '@juicyin/ui/price';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useOrderTime } from '../../orders/order-parts.tsx';
import { pathTo } from '../../paths.ts';
import { CouponList } from '../coupons/coupon-list.tsx';
import { myCouponsQuery } from '../coupons/coupon-queries.ts';
import { HubBox } from './hub-box.tsx';
import { pointsSummaryQuery, walletBalancesQuery } from './hub-queries.ts';

/** The points box: the total, the points expiring soon with their date, Know more. */
export function HubPointsBox() {
  const t = useMessages();
  const time = useOrderTime();
  const query = useQuery(pointsSummaryQuery(useApiClient()));
  return (
    <HubBox id="points" heading={t('account.hub.points.title')} query={query}>
      {(points) => (
        <>
          <dl className="shop-hub-figures">
            <div>
              <dt>{t('account.hub.points.total')}</dt>
              <dd className="shop-hub-figures__main">{t('account.hub.points.value', { points: points.balance })}</dd>
            </div>
            <div>
              <dt>{t('account.hub.points.expiring')}</dt>
              <dd>
                {points.nextExpiry && points.expiringSoon > 0
                  ? t('account.hub.points.expiringOn', {
                      points: points.expiringSoon,
                      date: time(points.nextExpiry.at),
                    })
                  : t('account.hub.points.noneExpiring', { days: POINTS_EXPIRING_SOON_DAYS })}
              </dd>
            </div>
          </dl>
          <p className="shop-hub-box__links">
            <Link href={pathTo('aboutPoints')}>{t('account.hub.points.knowMore')}</Link>
            <Link href={pathTo('points')}>{t('account.hub.points.history')}</Link>
          </p>
        </>
      )}
    </HubBox>
  );
}

/** The coupons box: the shopper's coupons with their codes, or that there are none. */
export function HubCouponsBox() {
  const t = useMessages();
  const query = useQuery(myCouponsQuery(useApiClient()));
  return (
    <HubBox id="coupons" heading={t('account.hub.coupons.title')} query={query}>
      {(coupons) =>
        coupons.items.length === 0 ? (
          <p className="shop-hub-box__empty">{t('account.coupons.empty')}</p>
        ) : (
          <>
            <CouponList coupons={coupons.items} compact />
            <Link href={pathTo('coupons')} className="shop-hub-box__more">
              {t('account.hub.coupons.all')}
            </Link>
          </>
        )
      }
    </HubBox>
  );
}

/** The wallet box: the total, the unavailable credit and the withdrawable credit, as the server counts them. */
export function HubWalletBox() {
  const t = useMessages();
  const query = useQuery(walletBalancesQuery(useApiClient()));
  return (
    <HubBox id="wallet" heading={t('account.hub.wallet.title')} query={query}>
      {(wallet) => (
        <>
          <dl className="shop-hub-figures">
            <div>
              <dt>{t('account.hub.wallet.total')}</dt>
              <dd className="shop-hub-figures__main">
                <Price amount={wallet.total} />
              </dd>
            </div>
            <div>
              <dt>{t('account.hub.wallet.unavailable')}</dt>
              <dd>
                <Price amount={wallet.unavailable} />
              </dd>
            </div>
            <div>
              <dt>{t('account.hub.wallet.withdrawable')}</dt>
              <dd>
                <Price amount={wallet.withdrawable} />
              </dd>
            </div>
          </dl>
          <Link href={pathTo('wallet')} className="shop-hub-box__more">
            {t('account.hub.wallet.open')}
          </Link>
        </>
      )}
    </HubBox>
  );
}
