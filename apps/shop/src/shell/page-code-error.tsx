import { QueryError } from '../catalogue/query-error.tsx';
import { useMessages } from '../i18n/messages-provider.tsx';
import { PageHead } from './page-head.tsx';

/**
 * A page whose code could not be loaded (offline, or a new release replaced it): the shell stays
 * around a plain message with Try again, which imports the page again.
 */
export function PageCodeError({
  onRetry,
  isRetrying,
}: {
  readonly onRetry: () => void;
  readonly isRetrying?: boolean;
}) {
  return <QueryError onRetry={onRetry} isRetrying={isRetrying} />;
}

/**
 * A page that threw while rendering: the shell stays around the same plain message with Try
 * again, which renders the page again; any other page of the shop still opens.
 */
export function PageRenderError({ onRetry }: { readonly onRetry: () => void }) {
  const t = useMessages();
  return (
    <>
      <PageHead
        title={t('listing.pageTitle', { title: t('pageError.title') })}
        description={t('pageError.description')}
      />
      <QueryError onRetry={onRetry} title={t('pageError.title')} description={t('pageError.description')} />
    </>
  );
}
