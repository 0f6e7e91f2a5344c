import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { VersionedDocument } from '../versioned-document/versioned-document.tsx';
import { FaqForm } from './faq-form.tsx';
import { staffFaqQuery, useSaveFaq } from './faq-queries.ts';
import './staff-faq.css';

const messages = {
  saved: 'dashboard.faq.saved',
  error: 'dashboard.faq.error',
  loading: 'dashboard.faq.loading',
  version: 'dashboard.faq.version',
} as const;

function FaqEditor() {
  return (
    <VersionedDocument
      query={useQuery(staffFaqQuery(useApiClient()))}
      save={useSaveFaq()}
      block="staff-faq"
      messages={messages}
      form={({ document, ...form }) => <FaqForm faq={document} {...form} />}
    />
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
