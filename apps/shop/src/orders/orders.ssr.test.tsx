import { fixtures } from '@juicyin/contract/msw';
import { orderFixtures } from '@juicyin/contract/msw/orders';
import { LocaleProvider } from '@juicyin/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { accountKeys } from '../account/keys.ts';
import '../i18n/all-catalogues.ts';
import { intlLocales, type Language } from '../i18n/messages.ts';
import { MessagesProvider } from '../i18n/messages-provider.tsx';
import { invoicePath, orderPath, routePaths, trackOrderPath } from '../paths.ts';
import { createMemoryHistory } from '../router/history.ts';
import { createRouter, RouterProvider } from '../router/router.tsx';
import { testQueryClient } from '../testing/shop-frame.tsx';
import { OrderDetailPage } from './order-detail/order-detail-page.tsx';
import { OrderInvoicePage } from './order-invoice/order-invoice-page.tsx';
import { OrderListPage } from './order-list/order-list-page.tsx';
import { ORDERS_PER_PAGE, orderKeys } from './order-queries.ts';
import { TrackOrderPage } from './track-order/track-order-page.tsx';
import { testLoaderData } from '../testing/shop-frame.tsx';

/*
 * The orders screens with their data, rendered by react-dom/server in Node (no window or
 * document): a signed-in shopper's cache filled as the API answers, so the pages render fully —
 * the invoice's QR code included (uqr draws it as a string).
 */

const order = orderFixtures.placed;
const { number } = order;

function render(Page: ComponentType, pattern: string, address: string, language: Language): string {
  const client = testQueryClient();
  client.setQueryData(accountKeys.me(), fixtures.shopper);
  client.setQueryData(orderKeys.list(1, ORDERS_PER_PAGE), fixtures.orderList);
  client.setQueryData(orderKeys.detail(number), order);
  client.setQueryData(orderKeys.invoice(number), { ...fixtures.invoice, orderNumber: number });
  client.setQueryData(orderKeys.tracking(number), orderFixtures.tracking('placed'));
  return renderToString(
    <QueryClientProvider client={client}>
      <LocaleProvider locale={intlLocales[language]}>
        <MessagesProvider language={language}>
          <RouterProvider
            router={createRouter([{ path: pattern, Component: Page }], createMemoryHistory(address), testLoaderData())}
          />
        </MessagesProvider>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

expect(typeof window).toBe('undefined');

describe.each(['en', 'ar'] as const)('the orders screens rendered on a server with their data, in %s', (language) => {
  it('My Orders lists the orders with their links', () => {
    const html = render(OrderListPage, routePaths.orders, routePaths.orders, language);
    for (const item of fixtures.orderList.items) expect(html).toContain(`href="${orderPath(item.number)}"`);
  });

  it('the detail shows the order and its totals', () => {
    const html = render(OrderDetailPage, routePaths.order, orderPath(number), language);
    expect(html).toContain(number);
    expect(html).toContain(`value="${String(order.totals.grandTotal)}"`);
    expect(html).toContain(`href="${invoicePath(number)}"`);
  });

  it('the invoice draws its QR code as an SVG image', () => {
    const html = render(OrderInvoicePage, routePaths.invoice, invoicePath(number), language);
    expect(html).toMatch(/<img[^>]+src="data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(html).toContain(fixtures.invoice.seller.vatNumber);
  });

  it('tracking shows the four steps and the events', () => {
    const html = render(TrackOrderPage, routePaths.tracking, trackOrderPath(number), language);
    expect(html.match(/data-state="/g)).toHaveLength(4);
    expect(html).toContain('aria-current="step"');
  });
});
