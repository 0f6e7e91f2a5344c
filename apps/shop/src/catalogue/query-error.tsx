import { Button } from '@juicyin/ui/button';
import { EmptyState } from '@juicyin/ui/empty-state';
import { useMessages } from '../i18n/messages-provider.tsx';

export interface QueryErrorProps {
  /** Asks again (the query's `refetch`). */
  readonly onRetry: () => void;
  readonly isRetrying?: boolean;
  readonly headingLevel?: 2 | 3;
  /** What went wrong, when it is not the data (default: the data could not be loaded). */
  readonly title?: string;
  readonly description?: string;
}

/** What a screen shows when its data cannot be loaded: a plain message and Try again. */
export function QueryError({ onRetry, isRetrying = false, headingLevel = 2, title, description }: QueryErrorProps) {
  const t = useMessages();
  return (
    <div role="alert" className="shop-query-error">
      <EmptyState
        headingLevel={headingLevel}
        title={title ?? t('catalogue.error.title')}
        description={description ?? t('catalogue.error.description')}
        action={
          <Button variant="secondary" isPending={isRetrying} onPress={onRetry}>
            {t('catalogue.error.retry')}
          </Button>
        }
      />
    </div>
  );
}
