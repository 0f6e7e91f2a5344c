import { riyadhDay } from '@juicyin/domain';
import { Skeleton } from '@juicyin/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { queryFailed } from '../../catalogue/query-failed.ts';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import { useNavigate, useSearchParams } from '../../router/hooks.ts';
import { useNow } from '../clock.tsx';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { SpecialEditor } from './special-editor.tsx';
import { periodName } from './special-names.ts';
import { SpecialsCalendar } from './specials-calendar.tsx';
import { refusalOf, specialsQuery, useChangeSpecial } from './specials-queries.ts';
import { monthGrid, readSpecialsView, shownMonth, specialsViewPath } from './specials-view.ts';
import './staff-specials.css';

const refusals = new Set(['past_period', 'unknown_product']);

function Specials({ today }: { readonly today: string }) {
  const t = useMessages();
  const language = useLanguage();
  const client = useApiClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const view = readSpecialsView(search);
  const month = shownMonth(view, today);
  // The calendar's keyboard focus: the chosen day, else today or the 1st of the month shown.
  const [focus, setFocus] = useState<string | null>(null);
  const focused =
    focus?.startsWith(month) === true
      ? focus
      : view.period?.startsWith(month) === true
        ? view.period
        : today.startsWith(month)
          ? today
          : `${month}-01`;
  const query = useQuery(specialsQuery(client, monthGrid(month)));
  const change = useChangeSpecial();
  const go = (next: { month?: string | undefined; period?: string | undefined }) => {
    change.reset();
    void navigate(specialsViewPath(next), { replace: true });
  };
  const data = query.data;
  const special = view.period
    ? (data?.days.find((day) => day.period === view.period) ?? data?.weeks.find((week) => week.period === view.period))
    : undefined;
  const refusal = refusalOf(change.error);
  const saved = change.isSuccess ? change.data : undefined;
  const isEmpty =
    data !== undefined &&
    data.days.every((day) => !day.period.startsWith(month) || day.products.length === 0) &&
    data.weeks.every((week) => week.products.length === 0);
  return (
    <>
      <p role="status" className="staff-specials__saved">
        {saved
          ? saved.products.length === 0
            ? t('dashboard.specials.cleared', { period: periodName(t, language, saved.period) })
            : t('dashboard.specials.saved', {
                period: periodName(t, language, saved.period),
                count: saved.products.length,
              })
          : null}
      </p>
      {change.isError ? (
        <p role="alert" className="staff-specials__problem">
          {t(`dashboard.specials.refused.${refusal && refusals.has(refusal) ? refusal : 'other'}` as MessageKey)}
        </p>
      ) : null}
      {queryFailed(query) ? (
        <QueryError
          title={t('dashboard.specials.error')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : !data ? (
        <div aria-busy="true" className="staff-specials__loading">
          <p role="status">{t('dashboard.specials.loading')}</p>
          <Skeleton shape="rect" blockSize="24rem" />
        </div>
      ) : (
        <div className="staff-specials__layout">
          <SpecialsCalendar
            focused={focused}
            onFocusChange={(day) => {
              setFocus(day);
              if (!day.startsWith(month)) go({ month: day.slice(0, 7), period: view.period });
            }}
            period={view.period}
            onChoose={(period) => go({ month, period })}
            days={data.days}
            weeks={data.weeks}
          />
          <div className="staff-specials__side">
            {isEmpty ? <p>{t('dashboard.specials.empty')}</p> : null}
            {special ? (
              <SpecialEditor
                // A new period, or the same one after a save, opens a fresh editor.
                key={`${special.period}:${special.products.map((product) => product.slug).join(',')}`}
                special={special}
                isSaving={change.isPending}
                onChange={(productSlugs) => change.mutate({ period: special.period, productSlugs })}
              />
            ) : (
              <p>{t('dashboard.specials.choose')}</p>
            )}
          </div>
        </div>
      )}
    </>
  );
}

/**
 * `/dashboard/specials`: Special of Today for each Riyadh day and Special of the week for each ISO
 * week, on a month's calendar; staff choose a day or a week, pick its products and save or clear
 * it. Days and weeks that are over are read-only. Shown once the browser's clock is read (today
 * decides the month), so the server never renders a month the browser would not.
 */
export function StaffSpecialsPage() {
  const t = useMessages();
  const now = useNow();
  return (
    <DashboardFrame
      title={t('dashboard.specials.pageTitle')}
      description={t('dashboard.specials.pageDescription')}
      heading={t('dashboard.specials.heading')}
      className="staff-specials"
    >
      {now ? (
        <Specials today={riyadhDay(now)} />
      ) : (
        <div aria-busy="true" className="staff-specials__loading">
          <p role="status">{t('dashboard.specials.loading')}</p>
        </div>
      )}
    </DashboardFrame>
  );
}
