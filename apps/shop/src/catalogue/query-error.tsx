import { Button } from '@juicyin/ui/button';
import { EmptyState } from '@juicyin/ui/empty-state';
import { useMessages } from '../i18n/messages-provider.tsx';

export interface QueryErrorProps {
  /** Asks again (the query's `refetch`). */
  readonly onRetry: () => void;
  readonly isRetrying?: boolean;
  readonly headingLevel?: 2 | 3;
}

/** What a screen shows when its data cannot be loaded: a plain message and Try again. */
export function QueryError({ onRetry, isRetrying = false, headingLevel = 2 }: QueryErrorProps) {
  const t = useMessages();
  return (
    <div role="alert" className="shop-query-error">
      <EmptyState
        headingLevel={headingLevel}
        title={t('catalogue.error.title')}
        description={t('catalogue.error.description')}
        action={
          <Button variant="secondary" isPending={isRetrying} onPress={onRetry}>
            {t('catalogue.error.retry')}
          </Button>
        }
      />
    </div>
  );
}
