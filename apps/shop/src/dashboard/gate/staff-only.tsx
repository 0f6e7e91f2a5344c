import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApiClient } from '../../api-client.tsx';
import { NotFoundPage } from '../../not-found/not-found-page.tsx';
import { PageCodeError } from '../../shell/page-code-error.tsx';
import { PageFallback } from '../../shell/page-fallback.tsx';
import { staffSessionQuery } from './staff-session-query.ts';
import { queryFailed } from '../../catalogue/query-failed.ts';

/**
 * A dashboard page once its code has loaded (part of the dashboard's chunk): it keeps following the
 * staff session, so a session that ends (signed out here or elsewhere) turns it into the not-found
 * page, as it is to everyone who is not staff.
 */
export function StaffOnly({ children }: { readonly children: ReactNode }) {
  const session = useQuery(staffSessionQuery(useApiClient()));
  if (queryFailed(session)) {
    return <PageCodeError onRetry={() => void session.refetch()} isRetrying={session.isFetching} />;
  }
  if (session.data === null) return <NotFoundPage />;
  return session.data ? children : <PageFallback />;
}
