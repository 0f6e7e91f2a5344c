import type { Invoice, OrderDetail } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { Link } from '@juicyin/ui/link';
import { Price } from '@juicyin/ui/price';
import { TotalsCard } from '@juicyin/ui/totals-card';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { orderPath, pathTo } from '../../paths.ts';
import { useParams } from '../../router/hooks.ts';
import { OrderLinesTable } from '../order-lines-table.tsx';
import { OrderPage } from '../order-page.tsx';
import { Fact, OrderAddress, OrderStatus, PaymentMethod, useOrderTime } from '../order-parts.tsx';
import { invoiceQuery, orderQuery } from '../order-queries.ts';
import { OrderQueryFrame } from '../order-query-frame.tsx';
import { ReorderButton } from '../reorder-button.tsx';
import { InvoiceQr } from './invoice-qr.tsx';
import './order-invoice-page.css';

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
      <OrderLinesTable
        lines={invoice.lines}
        caption={t('orders.invoice.label.lines')}
        className="shop-invoice__lines"
        columns={{
          itemWithOptions: t('orders.invoice.label.item'),
          sku: t('orders.invoice.label.sku'),
          quantity: t('orders.invoice.label.quantity'),
          unitPrice: t('orders.invoice.label.unitPrice'),
          price: t('orders.invoice.label.total'),
          points: t('orders.invoice.label.points'),
        }}
      />
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
  return (
    <OrderQueryFrame queries={[invoice, order]}>
      {(invoiceData, detail) => (
        <>
          <div className="shop-invoice__actions">
            <Button onPress={() => window.print()}>{t('orders.invoice.print')}</Button>
            <ReorderButton number={number} label={t('orders.invoice.reorder')} />
            <Link href={orderPath(number)}>{t('orders.invoice.detail')}</Link>
            <Link href={pathTo('orders')}>{t('orders.invoice.back')}</Link>
          </div>
          <InvoiceDocument invoice={invoiceData} order={detail} />
        </>
      )}
    </OrderQueryFrame>
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
