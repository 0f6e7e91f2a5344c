import type { StaffWalletEntry } from '@juicyin/contract';
import { NativeSelect } from '@juicyin/ui/native-select';
import { Pagination } from '@juicyin/ui/pagination';
import { Skeleton } from '@juicyin/ui/skeleton';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useSearchParams } from '../../router/hooks.ts';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { useFocusFallback } from '../order/focus-fallback.ts';
import { GoodwillForm } from './goodwill-form.tsx';
import {
  readWalletView,
  staffWalletQuery,
  type StaffWalletView,
  type WalletAction,
  type WalletStatusFilter,
  type WalletTypeFilter,
  writeWalletView,
} from './staff-wallet-queries.ts';
import { type WalletActionAsked, WalletActionDialog } from './wallet-action-dialog.tsx';
import { WalletEntriesTable } from './wallet-entries.tsx';
import { queryFailed } from '../../catalogue/query-failed.ts';
import './staff-wallet.css';

function WalletFilters({
  view,
  onChange,
}: {
  readonly view: StaffWalletView;
  readonly onChange: (next: StaffWalletView) => void;
}) {
  const t = useMessages();
  return (
    <div className="staff-wallet__filters" role="group" aria-label={t('dashboard.wallet.filters')}>
      <NativeSelect<WalletTypeFilter>
        label={t('dashboard.wallet.type')}
        value={view.type}
        onChange={(type) => onChange({ ...view, type, page: 1 })}
        options={[
          { id: 'all', label: t('dashboard.wallet.type.all') },
          { id: 'refund', label: t('dashboard.wallet.type.refund') },
          { id: 'withdrawal', label: t('dashboard.wallet.type.withdrawal') },
        ]}
      />
      <NativeSelect<WalletStatusFilter>
        label={t('dashboard.wallet.status')}
        value={view.status}
        onChange={(status) => onChange({ ...view, status, page: 1 })}
        options={[
          { id: 'pending', label: t('dashboard.wallet.status.pending') },
          { id: 'completed', label: t('dashboard.wallet.status.completed') },
          { id: 'failed', label: t('dashboard.wallet.status.failed') },
        ]}
      />
    </div>
  );
}

function WalletEntries({ onAnnounce }: { readonly onAnnounce: (text: ReactNode) => void }) {
  const t = useMessages();
  const client = useApiClient();
  const [search, setSearch] = useSearchParams();
  const view = readWalletView(search);
  const list = useQuery({ ...staffWalletQuery(client, view), placeholderData: keepPreviousData });
  const [asked, setAsked] = useState<WalletActionAsked | null>(null);
  const [conflict, setConflict] = useState(false);
  const [done, setDone] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusFallback(headingRef, done, list.data);
  const change = (next: StaffWalletView) => setSearch(writeWalletView(next));
  const askAction = useCallback((entry: StaffWalletEntry, action: WalletAction) => {
    setConflict(false);
    setAsked({ entry, action });
  }, []);
  let body: ReactNode;
  if (queryFailed(list)) {
    body = <QueryError onRetry={() => void list.refetch()} isRetrying={list.isFetching} />;
  } else if (!list.data) {
    body = (
      <div aria-busy="true" className="staff-wallet__loading">
        <p role="status">{t('dashboard.wallet.loading')}</p>
        <Skeleton shape="rect" blockSize="12rem" />
      </div>
    );
  } else {
    body = (
      <div aria-busy={list.isPlaceholderData || undefined} className="staff-wallet__table">
        <WalletEntriesTable entries={list.data.items} onAction={askAction} />
        <Pagination
          page={list.data.page}
          pageCount={list.data.pageCount}
          onPageChange={(page) => change({ ...view, page })}
        />
      </div>
    );
  }
  return (
    <section className="staff-wallet__card staff-wallet__entries" aria-labelledby="staff-wallet-entries">
      <h2 id="staff-wallet-entries" ref={headingRef} tabIndex={-1}>
        {t('dashboard.wallet.table')}
      </h2>
      <WalletFilters view={view} onChange={change} />
      {conflict ? (
        <p role="alert" className="staff-wallet__error">
          {t('dashboard.wallet.conflict')}
        </p>
      ) : null}
      {body}
      <WalletActionDialog
        asked={asked}
        onClose={() => setAsked(null)}
        onDone={(text) => {
          setDone((count) => count + 1);
          onAnnounce(text);
        }}
        onConflict={() => {
          setDone((count) => count + 1);
          setConflict(true);
        }}
      />
    </section>
  );
}

/**
 * `/dashboard/wallet` (Refunds & withdrawals): wallet entries by type and status (pending first),
 * a page at a time, with Settle for a pending refund and Paid out / Failed for a pending
 * withdrawal, each confirmed; and goodwill credit for a shopper. Every action is announced.
 */
export function StaffWalletPage() {
  const t = useMessages();
  const [announcement, setAnnouncement] = useState<ReactNode>(null);
  return (
    <DashboardFrame
      title={t('dashboard.wallet.pageTitle')}
      description={t('dashboard.wallet.goodwill.hint')}
      heading={t('dashboard.wallet.heading')}
      className="staff-wallet"
    >
      <p role="status" className="staff-wallet__announcement">
        {announcement}
      </p>
      <div className="staff-wallet__grid">
        <WalletEntries onAnnounce={setAnnouncement} />
        <GoodwillForm onDone={setAnnouncement} />
      </div>
    </DashboardFrame>
  );
}
