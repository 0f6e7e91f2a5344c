import type { OrderSummary } from '@juicyin/contract';
import { Link } from '@juicyin/ui/link';
import { Pagination } from '@juicyin/ui/pagination';
import { Price } from '@juicyin/ui/price';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AccountPage } from '../../account-area/account-page.tsx';
import { useApiClient } from '../../api-client.tsx';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { invoicePath, orderPath, trackOrderPath } from '../../paths.ts';
import { useSearchParams } from '../../router/hooks.ts';
import { NoOrderYet } from '../order-page.tsx';
import { OrderStatus, useOrdersGuardTexts, useOrderTime } from '../order-parts.tsx';
import { ORDERS_PER_PAGE, orderListQuery, ordersPage } from '../order-queries.ts';
import { OrderQueryFrame } from '../order-query-frame.tsx';
import { ReorderButton } from '../reorder-button.tsx';
import './order-list-page.css';
import { savedOrderPath } from '../../offline/saved-copy-note.tsx';

/** One order of the list: number, date, status, total, its first lines, the detail and Re-order. */
function OrderCard({ order }: { readonly order: OrderSummary }) {
  const t = useMessages();
  const language = useLanguage();
  const time = useOrderTime();
  const more = order.itemCount - order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <li className="shop-order-card">
      <article aria-labelledby={`order-${order.number}`}>
        <header className="shop-order-card__head">
          <h2 id={`order-${order.number}`} className="shop-order-card__number">
            <Link href={orderPath(order.number)} variant="standalone">
              {t('orders.list.number', { number: order.number })}
            </Link>
          </h2>
          <p className="shop-order-card__placed">
            {t('orders.list.placedOn')} <time dateTime={order.placedAt}>{time(order.placedAt)}</time>
          </p>
          <OrderStatus status={order.status} />
          <p className="shop-order-card__total">
            {t('orders.list.total', { count: order.itemCount })} <Price amount={order.grandTotal} />
          </p>
        </header>
        <ul className="shop-order-card__lines" aria-label={t('orders.list.items', { number: order.number })}>
          {order.lines.map((line) => (
            <li key={line.sku} className="shop-order-card__line">
              <img className="shop-order-card__image" src={line.image} alt="" />
              <div>
                <p className="shop-order-card__name">{line.name[language]}</p>
                <p className="shop-order-card__facts">
                  {t('orders.line.facts', {
                    material: t(`material.${line.material}`),
                    size: t(`size.${line.size}`),
                    quantity: line.quantity,
                  })}
                </p>
              </div>
              <OrderStatus status={order.status} />
            </li>
          ))}
        </ul>
        {more > 0 ? <p className="shop-order-card__more">{t('orders.list.more', { count: more })}</p> : null}
        <div className="shop-order-card__actions">
          <Link href={orderPath(order.number)} variant="button">
            {t('orders.list.detail')}
          </Link>
          <Link href={trackOrderPath(order.number)}>{t('orders.list.track')}</Link>
          <Link href={invoicePath(order.number)}>{t('orders.list.invoice')}</Link>
          <ReorderButton number={order.number} />
        </div>
      </article>
    </li>
  );
}

function OrderListBody() {
  const client = useApiClient();
  const [search, setSearch] = useSearchParams();
  const page = ordersPage(search);
  const list = useQuery({ ...orderListQuery(client, page), placeholderData: keepPreviousData });
  return (
    <OrderQueryFrame queries={[list]} savedFrom={savedOrderPath()}>
      {(orders) => {
        if (orders.total === 0) return <NoOrderYet />;
        const pageCount = Math.ceil(orders.total / ORDERS_PER_PAGE);
        return (
          <>
            <ol className="shop-order-list__items" aria-busy={list.isPlaceholderData || undefined}>
              {orders.items.map((order) => (
                <OrderCard key={order.number} order={order} />
              ))}
            </ol>
            {pageCount > 1 ? (
              <Pagination
                page={orders.page}
                pageCount={pageCount}
                onPageChange={(next) => {
                  setSearch(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams());
                }}
              />
            ) : null}
          </>
        );
      }}
    </OrderQueryFrame>
  );
}

/** `order-page` (My Orders): the shopper's orders, newest first, a page at a time, in the account area. */
export function OrderListPage() {
  const t = useMessages();
  return (
    <AccountPage
      className="shop-order-list"
      title={t('orders.list.pageTitle')}
      description={t('orders.list.pageDescription')}
      heading={t('orders.list.title')}
      guard={useOrdersGuardTexts()}
    >
      <OrderListBody />
    </AccountPage>
  );
}
