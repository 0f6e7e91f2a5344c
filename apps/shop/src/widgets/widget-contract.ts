import type { Language } from '../i18n/messages.ts';

/**
 * What the shop asks of the third-party scripts the store configures (`getStoreSettings().widgets`),
 * and what it gives them. A provider's script (or a small adapter script the store hosts) defines
 * one global when it runs; the shop loads the script only where the feature is used
 * (`../scripts/load-script.ts`), then calls the global. A script that loads without defining it
 * counts as unavailable.
 *
 * Reviews (the product page, beside the shop's own reviews):
 *
 *     window.JuicyinReviewsWidget = {
 *       mount(element, { product: { slug, name }, language }) {
 *         // fill `element` (an empty <div>, also carrying data-product-slug and data-language);
 *         // optionally return a function that undoes it (called when the page leaves or the language changes)
 *       },
 *     };
 *
 * Push notifications (Get order updates, on an order's tracking page), loaded only when the
 * shopper presses the button:
 *
 *     window.JuicyinPush = {
 *       async subscribe({ orderNumber, language }) {
 *         // ask for permission and subscribe; a rejected promise (or a throw) shows "unavailable"
 *       },
 *     };
 */
export interface ReviewsWidgetApi {
  mount(
    element: HTMLElement,
    context: { readonly product: { readonly slug: string; readonly name: string }; readonly language: Language },
  ): unknown /* a function that undoes it, or nothing */;
}

export interface PushWidgetApi {
  subscribe(context: {
    readonly orderNumber: string;
    readonly language: Language;
  }): unknown /* a promise, or nothing */;
}

declare global {
  interface Window {
    JuicyinReviewsWidget?: ReviewsWidgetApi;
    JuicyinPush?: PushWidgetApi;
  }
}
