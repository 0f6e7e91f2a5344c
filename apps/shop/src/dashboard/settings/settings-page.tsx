import { Skeleton } from '@juicyin/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { queryFailed } from '../../catalogue/query-failed.ts';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { SettingsForm } from './settings-form.tsx';
import { staffSettingsQuery, useSaveSettings } from './settings-queries.ts';
import './staff-settings.css';

function Settings() {
  const t = useMessages();
  const client = useApiClient();
  const query = useQuery(staffSettingsQuery(client));
  const save = useSaveSettings();
  const settings = query.data;
  const saved = save.isSuccess ? save.data : undefined;
  return (
    <>
      <p role="status" className="staff-settings__saved">
        {saved ? t('dashboard.settings.saved', { version: saved.version }) : null}
      </p>
      {queryFailed(query) ? (
        <QueryError
          title={t('dashboard.settings.error')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : !settings ? (
        <div aria-busy="true" className="staff-settings__loading">
          <p role="status">{t('dashboard.settings.loading')}</p>
          <Skeleton shape="rect" blockSize="24rem" />
        </div>
      ) : (
        <>
          <p className="staff-settings__version">{t('dashboard.settings.version', { version: settings.version })}</p>
          <SettingsForm
            // A new version (saved here, or reloaded after someone else's save) opens a fresh form.
            key={settings.version}
            settings={settings}
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
 * `/dashboard/settings`: the store's settings as staff edit them — cash on delivery, the EUR rate,
 * the delivery zones, lateness, the seller on invoices and the contact details — saved from the
 * version they were opened at, so a colleague's save in between is never overwritten.
 */
export function StaffSettingsPage() {
  const t = useMessages();
  return (
    <DashboardFrame
      title={t('dashboard.settings.pageTitle')}
      description={t('dashboard.settings.pageDescription')}
      heading={t('dashboard.settings.heading')}
      className="staff-settings"
    >
      <Settings />
    </DashboardFrame>
  );
}
