import { Skeleton } from '@juicyin/ui/skeleton';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { useSession } from '../../account/session.ts';
import { QueryError } from '../../catalogue/query-error.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { ordersPage } from '../../orders/order-queries.ts';
import { useSearchParams } from '../../router/hooks.ts';
import { AccountPage } from '../account-page.tsx';
import { NotificationSettings } from './notification-settings.tsx';
import { PointsHistoryTable } from './points-history.tsx';
import { pointsHistoryQuery, pointsSummaryQuery } from './points-queries.ts';
import { PointsOverview } from './points-summary.tsx';
import { RewardInformation } from './reward-information.tsx';
import { queryFailed } from '../../catalogue/query-failed.ts';
import './points-page.css';

function PointsBody() {
  const t = useMessages();
  const client = useApiClient();
  const { shopper } = useSession();
  const [search, setSearch] = useSearchParams();
  const page = ordersPage(search);
  const summary = useQuery(pointsSummaryQuery(client));
  const history = useQuery({ ...pointsHistoryQuery(client, page), placeholderData: keepPreviousData });
  const failed = [summary, history].find(queryFailed);
  if (failed) return <QueryError onRetry={() => void failed.refetch()} isRetrying={failed.isFetching} />;
  if (!summary.data || !history.data || !shopper) {
    return (
      <div aria-busy="true" className="shop-points__loading">
        <p role="status">{t('account.points.loading')}</p>
        <Skeleton shape="rect" blockSize="8rem" />
        <Skeleton shape="rect" blockSize="12rem" />
      </div>
    );
  }
  return (
    <>
      <PointsOverview summary={summary.data} />
      <RewardInformation />
      <PointsHistoryTable
        history={history.data}
        isFetching={history.isPlaceholderData}
        onPageChange={(next) => {
          setSearch(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams());
        }}
      />
      <NotificationSettings shopper={shopper} />
    </>
  );
}

/**
 * `points-rewards` (My Points & Reward): the total, the points expiring soon, the tier and its
 * progress, the reward rules, the Transaction History a page at a time, and the points e-mails.
 */
export function PointsPage() {
  const t = useMessages();
  return (
    <AccountPage
      title={t('account.points.pageTitle')}
      description={t('account.points.pageDescription')}
      heading={t('account.points.title')}
      className="shop-points"
    >
      <PointsBody />
    </AccountPage>
  );
}
