import type { StaffLoyaltyEvent, StaffLoyaltyEvents } from '@juicyin/contract';
import { riyadhDay } from '@juicyin/domain';
import { ConfirmDialog } from '@juicyin/ui/confirm-dialog';
import { DataTable } from '@juicyin/ui/data-table';
import { NativeSelect } from '@juicyin/ui/native-select';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { queryFailed } from '../../catalogue/query-failed.ts';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { routePaths, withQuery } from '../../paths.ts';
import { useNavigate, useSearchParams } from '../../router/hooks.ts';
import { useNow } from '../clock.tsx';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { LoyaltyEventForm } from './loyalty-event-form.tsx';
import { eventName, loyaltyEventsColumns } from './loyalty-events-columns.tsx';
import { staffLoyaltyEventsQuery, useDeleteLoyaltyEvent } from './loyalty-events-queries.ts';
import { pickableYears, shownYear } from './loyalty-events-view.ts';
import './loyalty-events.css';

/** Each eligible tier's allowance left in the year, kind by kind ("Gold: 1 of 2 bonus events left in 2026"). */
function Allowances({ data }: { readonly data: StaffLoyaltyEvents }) {
  const t = useMessages();
  return (
    <section className="staff-loyalty-events__allowances" aria-labelledby="loyalty-allowances">
      <h2 id="loyalty-allowances" className="staff-loyalty-events__subheading">
        {t('dashboard.loyaltyEvents.allowances', { year: String(data.year) })}
      </h2>
      <ul>
        {data.allowances.map((row) => (
          <li key={`${row.kind}-${row.tier}`} data-left={row.left}>
            {t(`dashboard.loyaltyEvents.allowance.${row.kind}`, {
              tier: t(`dashboard.loyaltyEvents.tier.${row.tier}`),
              left: row.left,
              limit: row.limit,
              year: String(data.year),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

function LoyaltyEvents({ today }: { readonly today: string }) {
  const t = useMessages();
  const language = useLanguage();
  const client = useApiClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const year = shownYear(params, today);
  const list = useQuery(staffLoyaltyEventsQuery(client, year));
  const remove = useDeleteLoyaltyEvent();
  const [deleting, setDeleting] = useState<StaffLoyaltyEvent | null>(null);
  const [editing, setEditing] = useState<StaffLoyaltyEvent | null>(null);
  const [said, setSaid] = useState('');
  const columns = useMemo(
    () => loyaltyEventsColumns(t, language, setEditing, setDeleting),
    [t, language, setEditing, setDeleting],
  );
  const showYear = (next: number) =>
    void navigate(withQuery(routePaths.dashboardLoyaltyEvents, { year: String(next) }));
  const data = list.data;
  return (
    <>
      <div className="staff-loyalty-events__top">
        <NativeSelect
          label={t('dashboard.loyaltyEvents.year')}
          value={String(year)}
          options={pickableYears(today, year).map((each) => ({ id: String(each), label: String(each) }))}
          onChange={(chosen) => showYear(Number(chosen))}
        />
      </div>
      <p role="status" className="staff-loyalty-events__said">
        {said}
      </p>
      {queryFailed(list) && !data ? (
        <QueryError
          title={t('dashboard.loyaltyEvents.error')}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : (
        <>
          {data ? <Allowances data={data} /> : null}
          <DataTable
            caption={t('dashboard.loyaltyEvents.caption', { year: String(year) })}
            columns={columns}
            rows={data?.items ?? []}
            getRowId={(event) => String(event.id)}
            isLoading={list.isPending}
            emptyMessage={t('dashboard.loyaltyEvents.empty')}
            messages={{ loading: t('dashboard.loyaltyEvents.loading') }}
          />
        </>
      )}
      {editing ? (
        <LoyaltyEventForm
          key={`edit-${String(editing.id)}-${String(editing.version)}`}
          event={editing}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setSaid(t('dashboard.loyaltyEvents.saved', { name: eventName(saved, language) }));
            const savedYear = Number(saved.startDate.slice(0, 4));
            if (savedYear !== year) showYear(savedYear);
          }}
        />
      ) : (
        <LoyaltyEventForm
          onSaved={(created) => {
            setSaid(t('dashboard.loyaltyEvents.added', { name: eventName(created, language) }));
            const createdYear = Number(created.startDate.slice(0, 4));
            if (createdYear !== year) showYear(createdYear);
          }}
        />
      )}
      <ConfirmDialog
        title={deleting ? t('dashboard.loyaltyEvents.delete', { name: eventName(deleting, language) }) : ''}
        confirmLabel={t('dashboard.loyaltyEvents.delete', { name: deleting ? eventName(deleting, language) : '' })}
        tone="danger"
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: (gone) => {
              setDeleting(null);
              setSaid(t('dashboard.loyaltyEvents.deleted', { name: eventName(gone, language) }));
            },
          });
        }}
        isPending={remove.isPending}
        error={remove.error ? t('dashboard.loyaltyEvents.deleteFailed') : null}
      />
    </>
  );
}

/**
 * `/dashboard/loyalty-events`: a year's Bonus Points Events and Super Saver days (the address's
 * year, else this one) with each tier's allowance left, a form to schedule one, and Edit (the same
 * form, saving from the window's version) and Delete for one that has not started. Shown once the browser's clock is read (today decides the year).
 */
export function StaffLoyaltyEventsPage() {
  const t = useMessages();
  const now = useNow();
  return (
    <DashboardFrame
      title={t('dashboard.loyaltyEvents.pageTitle')}
      description={t('dashboard.loyaltyEvents.pageDescription')}
      heading={t('dashboard.loyaltyEvents.heading')}
      className="staff-loyalty-events"
    >
      {now ? (
        <LoyaltyEvents today={riyadhDay(now)} />
      ) : (
        <div aria-busy="true">
          <p role="status">{t('dashboard.loyaltyEvents.loading')}</p>
        </div>
      )}
    </DashboardFrame>
  );
}
