import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import { useApiClient } from '../../api-client.tsx';
import { loadCataloguePart } from '../../i18n/messages.ts';
import { PageCodeError } from '../../shell/page-code-error.tsx';
import { PageFallback } from '../../shell/page-fallback.tsx';
import { staffSessionQuery } from './staff-session.ts';

/** The dashboard's pages, by the name its chunk (`../pages.ts`) exports them under. */
export type DashboardPageName = 'DashboardQueuePage' | 'DashboardOrdersPage' | 'StaffOrderPage';

type Area = Readonly<Record<DashboardPageName, ComponentType>>;
type Loaded = { area?: Area; notFound?: ComponentType };

// What has loaded, kept for the page's life: a page shown again renders at once.
const loaded: Loaded = {};
let areaLoading: Promise<Area> | undefined;

/** The dashboard's chunk and its words, once; a failed load is tried again on the next call. */
export function loadDashboardArea(): Promise<Area> {
  areaLoading ??= Promise.all([import('../pages.ts'), loadCataloguePart('dashboard')]).then(
    ([area]) => (loaded.area = area),
    (error: unknown) => {
      areaLoading = undefined;
      throw error;
    },
  );
  return areaLoading;
}

/** The not-found page's code (its own chunk, shared with the shop's unknown addresses). */
export async function loadNotFoundPage(): Promise<ComponentType> {
  const { NotFoundPage } = await import('../../not-found/not-found-page.tsx');
  return (loaded.notFound = NotFoundPage);
}

/**
 * A dashboard page behind the staff gate: it asks the API who is signed in (`getStaffSession`) and
 * only when the answer is a staff member imports the dashboard's code and words; to a shopper or a
 * visitor (404) it is the not-found page, and the dashboard's chunk is never requested. It follows
 * the session: signing out elsewhere turns it into the not-found page.
 */
export function DashboardGate({ page }: { readonly page: DashboardPageName }) {
  const session = useQuery(staffSessionQuery(useApiClient()));
  const [, setVersion] = useState(0);
  const [failed, setFailed] = useState(false);
  const want = session.data ? 'area' : session.data === null ? 'notFound' : null;

  useEffect(() => {
    if (!want || (want === 'area' ? loaded.area : loaded.notFound)) return undefined;
    let live = true;
    void (want === 'area' ? loadDashboardArea() : loadNotFoundPage()).then(
      () => live && setVersion((version) => version + 1),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [want, failed]);

  const retry = () => {
    setFailed(false);
    if (session.isError) void session.refetch();
  };
  if (session.isError || failed) return <PageCodeError onRetry={retry} />;
  if (want === 'notFound' && loaded.notFound) return <loaded.notFound />;
  const Page = want === 'area' ? loaded.area?.[page] : undefined;
  return Page ? <Page /> : <PageFallback />;
}
