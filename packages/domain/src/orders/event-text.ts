import type { OrderStatus } from './status.ts';

/** A shipment event's text in both of the shop's languages. */
export interface EventText {
  readonly en: string;
  readonly ar: string;
}

/**
 * The standard text of the shipment event that puts an order in each status, when staff give none
 * (and the text of placing, and of each side's cancel), in both languages: one set for the API
 * and for the mock server of the stories.
 */
export const STANDARD_EVENT_TEXT = {
  placed: { en: 'Order placed', ar: 'تم استلام الطلب' },
  processing: { en: 'Your order is being prepared', ar: 'طلبك قيد التجهيز' },
  shipping: { en: 'Your order is out for delivery', ar: 'طلبك في الطريق إليك' },
  delivered: { en: 'Delivered', ar: 'تم التوصيل' },
  cancelled: { en: 'Cancelled by Juicyin', ar: 'ألغته جوسين' },
} as const satisfies Readonly<Record<OrderStatus, EventText>>;

/** The text of a cancel made by the shopper themselves. */
export const SHOPPER_CANCEL_TEXT: EventText = { en: 'Cancelled at your request', ar: 'أُلغي بناءً على طلبك' };
