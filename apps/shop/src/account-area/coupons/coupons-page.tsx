import { GiftIcon } from '@juicyin/ui/icons';
import { EmptyState } from '@juicyin/ui/empty-state';
import { Skeleton } from '@juicyin/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { AccountPage } from '../account-page.tsx';
import { CouponList } from './coupon-list.tsx';
import { myCouponsQuery } from './coupon-queries.ts';
import { queryFailed } from '../../catalogue/query-failed.ts';
import './coupons.css';

function CouponsBody() {
  const t = useMessages();
  const query = useQuery(myCouponsQuery(useApiClient()));
  if (queryFailed(query)) return <QueryError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  if (query.data === undefined)
    return (
      <div aria-busy="true" className="shop-coupons-page__loading">
        <p role="status">{t('account.coupons.loading')}</p>
        <Skeleton shape="rect" blockSize="7rem" />
        <Skeleton shape="rect" blockSize="7rem" />
      </div>
    );
  if (query.data.items.length === 0)
    return <EmptyState icon={<GiftIcon size="lg" />} headingLevel={2} title={t('account.coupons.empty')} />;
  return (
    <>
      <p className="shop-coupons-page__hint">{t('account.coupons.useAtCheckout')}</p>
      <CouponList coupons={query.data.items} />
    </>
  );
}

/** My Coupons (`my-coupons`): the coupons given to the shopper, with code, value, minimum, validity and Copy. */
export function CouponsPage() {
  const t = useMessages();
  return (
    <AccountPage
      title={t('account.coupons.pageTitle')}
      description={t('account.coupons.pageDescription')}
      heading={t('account.coupons.title')}
      className="shop-coupons-page"
    >
      <CouponsBody />
    </AccountPage>
  );
}
