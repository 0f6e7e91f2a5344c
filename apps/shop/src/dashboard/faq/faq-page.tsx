import { Skeleton } from '@juicyin/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { queryFailed } from '../../catalogue/query-failed.ts';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { FaqForm } from './faq-form.tsx';
import { staffFaqQuery, useSaveFaq } from './faq-queries.ts';
import './staff-faq.css';

function FaqEditor() {
  const t = useMessages();
  const query = useQuery(staffFaqQuery(useApiClient()));
  const save = useSaveFaq();
  const faq = query.data;
  const saved = save.isSuccess ? save.data : undefined;
  return (
    <>
      <p role="status" className="staff-faq__saved">
        {saved ? t('dashboard.faq.saved', { version: saved.version }) : null}
      </p>
      {queryFailed(query) ? (
        <QueryError
          title={t('dashboard.faq.error')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : !faq ? (
        <div aria-busy="true" className="staff-faq__loading">
          <p role="status">{t('dashboard.faq.loading')}</p>
          <Skeleton shape="rect" blockSize="24rem" />
        </div>
      ) : (
        <>
          <p className="staff-faq__version">{t('dashboard.faq.version', { version: faq.version })}</p>
          <FaqForm
            // A new version (saved here, or reloaded after someone else's save) opens a fresh form.
            key={faq.version}
            faq={faq}
            isSaving={save.isPending}
            saveError={save.error}
            onSave={(body, onRefused) => save.mutate(body, { onError: onRefused })}
            isReloading={query.isFetching}
            onReload={() => {
              save.reset();
              void query.refetch();
            }}
          />
        </>
      )}
    </>
  );
}

/**
 * `/dashboard/faq`: the shop's FAQ as staff edit it — its groups and their questions, in English and
 * Arabic, added, changed, moved and removed — saved whole from the version it was opened at, so a
 * colleague's save in between is never overwritten; the shop's `/faq` page shows it at once.
 */
export function StaffFaqPage() {
  const t = useMessages();
  return (
    <DashboardFrame
      title={t('dashboard.faq.pageTitle')}
      description={t('dashboard.faq.pageDescription')}
      heading={t('dashboard.faq.heading')}
      className="staff-faq"
    >
      <FaqEditor />
    </DashboardFrame>
  );
}
