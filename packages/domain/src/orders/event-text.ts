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

/**
 * The ready-made status texts staff choose from when they move an order on, in both languages: the
 * dashboard sends the key, the API stores both texts, and each shopper reads the one in their
 * language (a text staff write themselves is stored as written, for both).
 */
export const STATUS_TEXT_PRESETS = {
  kitchen: { en: 'Being prepared in the kitchen', ar: 'قيد التحضير في المطبخ' },
  handover: { en: 'Ready for handover to logistics partner', ar: 'جاهز للتسليم لشريك التوصيل' },
  outForDelivery: { en: 'Out for delivery', ar: 'خرج للتوصيل' },
  delivered: { en: 'Delivered to the customer', ar: 'تم التسليم إلى العميل' },
} as const satisfies Readonly<Record<string, EventText>>;

/** The key of a ready-made status text. */
export type StatusTextPreset = keyof typeof STATUS_TEXT_PRESETS;

/** Every ready-made status text's key, in the order the dashboard lists them. */
export const STATUS_TEXT_PRESET_KEYS = [
  'kitchen',
  'handover',
  'outForDelivery',
  'delivered',
] as const satisfies readonly StatusTextPreset[];

/**
 * The text a shipment event stores for what staff chose: a preset's two languages, one's own words
 * for both (as written), or the standard text of the status moved to.
 */
export function statusEventText(
  status: Exclude<OrderStatus, 'placed'>,
  choice: { readonly preset?: StatusTextPreset | undefined; readonly text?: string | undefined },
): EventText {
  if (choice.preset) return STATUS_TEXT_PRESETS[choice.preset];
  if (choice.text) return { en: choice.text, ar: choice.text };
  return STANDARD_EVENT_TEXT[status];
}
