import type { OrderSummary } from '@juicyin/contract';
import { EmptyState } from '@juicyin/ui/empty-state';
import { Link } from '@juicyin/ui/link';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApiClient } from '../api-client.tsx';
import { useSession } from '../account/session.ts';
import { useMessages } from '../i18n/messages-provider.tsx';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { pathTo } from '../paths.ts';
import { PageHead } from '../shell/page-head.tsx';
import { isUnknownOrder, orderListQuery } from './order-queries.ts';
import { OrdersSignedIn } from './order-parts.tsx';
import { OrderQueryFrame } from './order-query-frame.tsx';

/** The shopper has no order yet: a way to the juices. */
export function NoOrderYet() {
  const t = useMessages();
  return (
    <EmptyState
      headingLevel={2}
      title={t('orders.empty.title')}
      description={t('orders.empty.description')}
      action={
        <Link variant="button" href={pathTo('productsList')}>
          {t('orders.empty.action')}
        </Link>
      }
    />
  );
}

/**
 * The spec's bare addresses (`/order-detail`, `/order-invoice`, `/track-order`): the shopper's
 * latest order, or a note that there is none yet. `others` shows the shopper's other recent orders
 * (track-order offers a choice).
 */
function LatestOrder({
  children,
  others,
}: {
  readonly children: (number: string) => ReactNode;
  readonly others?: ((orders: readonly OrderSummary[]) => ReactNode) | undefined;
}) {
  const client = useApiClient();
  const list = useQuery(orderListQuery(client, 1));
  return (
    <OrderQueryFrame queries={[list]}>
      {({ items: [latest, ...rest] }) =>
        latest ? (
          <>
            {children(latest.number)}
            {others && rest.length > 0 ? others(rest) : null}
          </>
        ) : (
          <NoOrderYet />
        )
      }
    </OrderQueryFrame>
  );
}

export interface OrderPageProps {
  /** The order number in the address, or `undefined` on a bare address (the latest order). */
  readonly number: string | undefined;
  /** The screen's own query: its 404 (not the shopper's order) shows the not-found page. */
  readonly query: (number: string) => unknown;
  readonly title: string;
  readonly description: string;
  readonly heading: string;
  readonly className: string;
  readonly others?: (orders: readonly OrderSummary[]) => ReactNode;
  readonly children: (number: string) => ReactNode;
}

/**
 * The frame of an order screen: title and heading, the sign-in guard, the order of the address
 * (or the latest one), and the not-found page for a number that is not the shopper's.
 */
export function OrderPage({ number, query, title, description, heading, className, others, children }: OrderPageProps) {
  const session = useSession();
  const options = query(number ?? '') as UseQueryOptions;
  const probe = useQuery({ ...options, enabled: number !== undefined && session.isSignedIn });
  if (isUnknownOrder(probe.error)) return <NotFoundPage />;
  return (
    <div className={className}>
      <PageHead title={title} description={description} />
      <h1 className="shop-order-page__title">{heading}</h1>
      <OrdersSignedIn>
        {number === undefined ? <LatestOrder others={others}>{children}</LatestOrder> : children(number)}
      </OrdersSignedIn>
    </div>
  );
}
