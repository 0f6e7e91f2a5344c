import { ApiError, INFO_PAGE_SLUGS } from '@juicyin/contract';
import { Link } from '@juicyin/ui/link';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { pathTo } from '../../paths.ts';
import { useParams } from '../../router/hooks.ts';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { VersionedDocument } from '../versioned-document/versioned-document.tsx';
import { PageForm } from './page-form.tsx';
import { staffInfoPageQuery, useSavePage } from './page-queries.ts';
// The editor wears the FAQ editor's look (the same kind of whole-document form): its fields, order
// buttons, problems and conflict are styled by the FAQ's stylesheet; its own adds the page's links.
import '../faq/staff-faq.css';
import './staff-pages.css';

const messages = {
  saved: 'dashboard.pages.saved',
  error: 'dashboard.pages.error',
  loading: 'dashboard.pages.loading',
  version: 'dashboard.pages.version',
} as const;

/** Where the shop shows a page: its slug is its address (`/terms-conditions`). */
const shopPathOf = (slug: string) => `/${slug}`;

/** The page's editor, or, for an address that names no page, a message that says so. */
function PageEditor({ slug }: { readonly slug: string }) {
  const t = useMessages();
  const query = useQuery(staffInfoPageQuery(useApiClient(), slug));
  const save = useSavePage(slug);
  if (!query.data && query.error instanceof ApiError && query.error.status === 404) {
    return (
      <p role="alert" className="staff-pages__missing">
        {t('dashboard.pages.notFound')}
      </p>
    );
  }
  return (
    <VersionedDocument
      query={query}
      save={save}
      block="staff-faq"
      messages={messages}
      form={(props) => <PageForm {...props} />}
    />
  );
}

/**
 * `/dashboard/pages/:slug`: an information page's text as staff edit it — its title, intro and
 * sections (heading and paragraphs), in English and Arabic, sections added, moved and removed — saved
 * whole from the version it was opened at, so a colleague's save in between is never overwritten;
 * the shop's page shows it at once. The layout stays as it is.
 */
export function StaffInfoPageEditorPage() {
  const t = useMessages();
  const language = useLanguage();
  const { slug = '' } = useParams();
  const page = useQuery(staffInfoPageQuery(useApiClient(), slug)).data;
  const heading = page?.title[language] ?? t('dashboard.pages.heading');
  const known = (INFO_PAGE_SLUGS as readonly string[]).includes(slug);
  return (
    <DashboardFrame
      title={t('dashboard.pages.editPageTitle', { title: heading })}
      description={t('dashboard.pages.editDescription')}
      heading={heading}
      className="staff-pages"
    >
      <div className="staff-pages__links">
        <Link href={pathTo('dashboardPages')} variant="standalone">
          {t('dashboard.pages.back')}
        </Link>
        {known ? (
          <Link href={shopPathOf(slug)} variant="standalone">
            {t('dashboard.pages.shopLink')}
          </Link>
        ) : null}
      </div>
      <PageEditor key={slug} slug={slug} />
    </DashboardFrame>
  );
}
