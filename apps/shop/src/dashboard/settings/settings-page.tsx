import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { VersionedDocument } from '../versioned-document/versioned-document.tsx';
import { SettingsForm } from './settings-form.tsx';
import { staffSettingsQuery, useSaveSettings } from './settings-queries.ts';
import './staff-settings.css';

const messages = {
  saved: 'dashboard.settings.saved',
  error: 'dashboard.settings.error',
  loading: 'dashboard.settings.loading',
  version: 'dashboard.settings.version',
} as const;

function Settings() {
  return (
    <VersionedDocument
      query={useQuery(staffSettingsQuery(useApiClient()))}
      save={useSaveSettings()}
      block="staff-settings"
      messages={messages}
      form={({ document, ...form }) => <SettingsForm settings={document} {...form} />}
    />
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
