import type { Invoice, OrderDetail } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { Link } from '@juicyin/ui/link';
import { Price } from '@juicyin/ui/price';
import { TotalsCard } from '@juicyin/ui/totals-card';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { orderPath, pathTo } from '../../paths.ts';
import { useParams } from '../../router/hooks.ts';
import { OrderLoading, OrderPage } from '../order-page.tsx';
import { Fact, OrderAddress, OrderStatus, PaymentMethod, useOrderTime } from '../order-parts.tsx';
import { invoiceQuery, orderQuery } from '../order-queries.ts';
import { ReorderButton } from '../reorder-button.tsx';
import { InvoiceQr } from './invoice-qr.tsx';
import './order-invoice-page.css';

/** The invoice's lines: item, SKU, quantity, unit price and total, as paid. */
function InvoiceLines({ invoice }: { readonly invoice: Invoice }) {
  const t = useMessages();
  const language = useLanguage();
  return (
    <div className="shop-order-table-scroll">
      <table className="shop-order-table shop-invoice__lines">
        <caption>{t('orders.invoice.label.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.invoice.label.item')}</th>
            <th scope="col">{t('orders.invoice.label.sku')}</th>
            <th scope="col" data-align="end">
              {t('orders.invoice.label.quantity')}
            </th>
            <th scope="col" data-align="end">
              {t('orders.invoice.label.unitPrice')}
            </th>
            <th scope="col" data-align="end">
              {t('orders.invoice.label.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.sku}>
              <th scope="row">
                {line.name[language]} · {t(`material.${line.material}`)} · {t(`size.${line.size}`)}
              </th>
              <td dir="ltr">{line.sku}</td>
              <td data-align="end">{line.quantity}</td>
              <td data-align="end">
                <Price amount={line.unitPrice} />
              </td>
              <td data-align="end">
                <Price amount={line.lineTotal} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InvoiceDocument({ invoice, order }: { readonly invoice: Invoice; readonly order: OrderDetail }) {
  const t = useMessages();
  const time = useOrderTime();
  return (
    <article className="shop-invoice__document" aria-labelledby="invoice-title">
      <header className="shop-invoice__head">
        <div>
          <h2 id="invoice-title" className="shop-invoice__title">
            {t('orders.invoice.label.title')}
          </h2>
          <dl className="shop-invoice__seller">
            <Fact label={t('orders.invoice.label.seller')}>{invoice.seller.name}</Fact>
            <Fact label={t('orders.invoice.label.vatNumber')}>
              <span dir="ltr">{invoice.seller.vatNumber}</span>
            </Fact>
            <Fact label={t('orders.invoice.label.number')}>
              <span dir="ltr">{invoice.number}</span>
            </Fact>
            <Fact label={t('orders.invoice.label.issuedAt')}>
              <time dateTime={invoice.issuedAt}>{time(invoice.issuedAt)}</time>
            </Fact>
            <Fact label={t('orders.invoice.label.order')}>
              <span dir="ltr">{invoice.orderNumber}</span> <OrderStatus status={order.status} />
            </Fact>
          </dl>
        </div>
        <InvoiceQr payload={invoice.qr} label={t('orders.invoice.qr', { number: invoice.number })} />
      </header>
      <dl className="shop-order-facts">
        <Fact label={t('orders.invoice.label.billing')}>
          <span>{invoice.buyer.name}</span>
          <OrderAddress address={invoice.buyer.address} />
        </Fact>
        <Fact label={t('orders.invoice.label.shipping')}>
          <OrderAddress address={order.address} />
        </Fact>
        <Fact label={t('orders.invoice.label.shippingMethod')}>
          {invoice.totals.shipping === 0 ? (
            t('orders.invoice.freeShipping')
          ) : (
            <>
              {t('orders.invoice.standardShipping')} <Price amount={invoice.totals.shipping} />
            </>
          )}
        </Fact>
        <Fact label={t('orders.invoice.label.payment')}>
          <PaymentMethod payment={order.payment} />
        </Fact>
      </dl>
      <InvoiceLines invoice={invoice} />
      <div className="shop-invoice__summary">
        <dl className="shop-invoice__vat">
          <Fact label={t('orders.invoice.label.totalWithVat')}>
            <Price amount={invoice.totalWithVat} />
          </Fact>
          <Fact label={t('orders.invoice.label.vat', { rate: invoice.vatRatePercent })}>
            <Price amount={invoice.vatTotal} />
          </Fact>
        </dl>
        <TotalsCard totals={invoice.totals} headingLevel={3} tone="plain" />
      </div>
    </article>
  );
}

function OrderInvoiceBody({ number }: { readonly number: string }) {
  const t = useMessages();
  const client = useApiClient();
  const invoice = useQuery(invoiceQuery(client, number));
  const order = useQuery(orderQuery(client, number));
  const failed = invoice.isError ? invoice : order.isError ? order : null;
  if (failed) return <QueryError onRetry={() => void failed.refetch()} isRetrying={failed.isFetching} />;
  if (!invoice.data || !order.data) return <OrderLoading />;
  return (
    <>
      <div className="shop-invoice__actions">
        <Button onPress={() => window.print()}>{t('orders.invoice.print')}</Button>
        <ReorderButton number={number} label={t('orders.invoice.reorder')} />
        <Link href={orderPath(number)}>{t('orders.invoice.detail')}</Link>
        <Link href={pathTo('orders')}>{t('orders.invoice.back')}</Link>
      </div>
      <InvoiceDocument invoice={invoice.data} order={order.data} />
    </>
  );
}

/** `order-invoice`: the Saudi simplified tax invoice of one order, with its ZATCA QR code; prints on one A4 page. */
export function OrderInvoicePage() {
  const t = useMessages();
  const { number } = useParams();
  const client = useApiClient();
  return (
    <OrderPage
      number={number}
      query={(n) => invoiceQuery(client, n)}
      className="shop-invoice"
      title={number ? t('orders.invoice.pageTitle', { number }) : t('orders.invoice.latestPageTitle')}
      description={t('orders.invoice.pageDescription')}
      heading={t('orders.invoice.title')}
    >
      {(n) => <OrderInvoiceBody number={n} />}
    </OrderPage>
  );
}
