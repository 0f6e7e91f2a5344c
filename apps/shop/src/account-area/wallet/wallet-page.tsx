import { Link } from '@juicyin/ui/link';
import { Skeleton } from '@juicyin/ui/skeleton';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { ordersPage } from '../../orders/order-queries.ts';
import { pathTo } from '../../paths.ts';
import { useSearchParams } from '../../router/hooks.ts';
import { AccountPage } from '../account-page.tsx';
import { WalletBalances } from './wallet-balances.tsx';
import { WalletHistoryTable } from './wallet-history.tsx';
import { walletBalancesQuery, walletHistoryQuery } from './wallet-queries.ts';
import { WithdrawDeposit } from './withdraw-deposit.tsx';
import { queryFailed } from '../../catalogue/query-failed.ts';
import './wallet-page.css';

function WalletBody() {
  const t = useMessages();
  const client = useApiClient();
  const [search, setSearch] = useSearchParams();
  const page = ordersPage(search);
  const balances = useQuery(walletBalancesQuery(client));
  const history = useQuery({ ...walletHistoryQuery(client, page), placeholderData: keepPreviousData });
  const failed = [balances, history].find(queryFailed);
  if (failed) return <QueryError onRetry={() => void failed.refetch()} isRetrying={failed.isFetching} />;
  if (!balances.data || !history.data) {
    return (
      <div aria-busy="true" className="shop-wallet__loading">
        <p role="status">{t('account.wallet.loading')}</p>
        <Skeleton shape="rect" blockSize="8rem" />
        <Skeleton shape="rect" blockSize="12rem" />
      </div>
    );
  }
  return (
    <>
      <WalletBalances balances={balances.data} />
      <WithdrawDeposit balances={balances.data} />
      <WalletHistoryTable
        history={history.data}
        isFetching={history.isPlaceholderData}
        onPageChange={(next) => {
          setSearch(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams());
        }}
      />
    </>
  );
}

/**
 * `my-wallet` (My Wallet): the balances (total, unavailable, withdrawable), Withdraw Deposit, the
 * Wallet History a page at a time, and where to ask (Contact us) or read more (About the wallet).
 */
export function WalletPage() {
  const t = useMessages();
  return (
    <AccountPage
      title={t('account.wallet.pageTitle')}
      description={t('account.wallet.pageDescription')}
      heading={t('account.wallet.title')}
      className="shop-wallet"
    >
      <WalletBody />
      <p className="shop-wallet__help">
        {t('account.wallet.help')} <Link href={pathTo('contact')}>{t('account.wallet.contact')}</Link>
        {' · '}
        <Link href={pathTo('aboutWallet')}>{t('account.wallet.about')}</Link>
      </p>
    </AccountPage>
  );
}
