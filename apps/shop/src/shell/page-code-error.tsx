import { QueryError } from '../catalogue/query-error.tsx';

/**
 * A page whose code could not be loaded (offline, or a new release replaced it): the shell stays
 * around a plain message with Try again, which imports the page again.
 */
export function PageCodeError({ onRetry }: { readonly onRetry: () => void }) {
  return <QueryError onRetry={onRetry} />;
}
