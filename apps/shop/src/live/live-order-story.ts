import { type OrderEvent, type OrderStatusValue, streamOrderEvents } from '@juicyin/contract';
import { type MockEventStream, mockEventStream } from '@juicyin/contract/msw';
import { orderHandlers } from '@juicyin/contract/msw/orders';
import type { HttpHandler } from 'msw';
import { expect, waitFor } from 'storybook/test';
import type { Language } from '../i18n/messages.ts';

/** The words the live stories look for, as a shopper reads them. */
const statusNames: Record<OrderStatusValue, Readonly<Record<Language, string>>> = {
  placed: { en: 'Placed', ar: 'تم الطلب' },
  processing: { en: 'Processing', ar: 'قيد التجهيز' },
  shipping: { en: 'Shipping', ar: 'قيد الشحن' },
  delivered: { en: 'Delivered', ar: 'تم التوصيل' },
  cancelled: { en: 'Cancelled', ar: 'ملغى' },
};

/** The live region's announcement of a new status. */
export function liveAnnouncement(status: OrderStatusValue, language: Language): string {
  const name = statusNames[status][language];
  return language === 'ar' ? `تحديث الآن: أصبحت حالة طلبك «${name}».` : `Updated just now: your order is ${name}.`;
}

/** A stream of order events for a story: none at first; `arrive` sends one (see `liveUpdate`). */
export type OrderStream = MockEventStream<typeof streamOrderEvents>;

export function orderStream(): OrderStream {
  return mockEventStream(streamOrderEvents);
}

let seq = 0;

/**
 * A live update arriving: the story's API now answers with the order at `status`, and the stream
 * tells the page (once the page is listening); then the page's polite live region says so.
 */
export async function liveUpdate(
  msw: { use(...handlers: HttpHandler[]): void },
  stream: OrderStream,
  canvasElement: HTMLElement,
  order: { readonly number: string; readonly status: OrderStatusValue; readonly language: Language },
): Promise<HTMLElement> {
  await stream.connected();
  msw.use(...orderHandlers.at(order.status));
  seq += 1;
  const event: OrderEvent = {
    seq,
    number: order.number,
    kind: 'status',
    status: order.status,
    at: new Date(Date.UTC(2026, 10, 22, 11, seq)).toISOString(),
  };
  await expect(stream.send(event)).toBeGreaterThan(0);
  const region = canvasElement.querySelector<HTMLElement>('.shop-live-order');
  if (!region) throw new Error('the page has no live region');
  await waitFor(() => expect(region).toHaveTextContent(liveAnnouncement(order.status, order.language)));
  await expect(region).toHaveAttribute('role', 'status');
  await expect(region).toHaveAttribute('aria-live', 'polite');
  return region;
}
