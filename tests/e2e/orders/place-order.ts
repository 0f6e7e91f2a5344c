// Places orders through the real API over HTTP, as the browser's context (its cookies): register a
// shopper, fill the bag, add a Riyadh address, quote, place with a sandbox card. The shop's pages
// then show that shopper's orders. Every answer is parsed by the contract's schemas.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import {
  buildPath,
  createAddress,
  type Endpoint,
  getInvoice,
  getProduct,
  type Invoice,
  type OrderDetail,
  placeOrder,
  type PlaceOrderInput,
  type Quote,
  quoteCheckout,
  register,
  type ResponseOf,
  setBagLine,
  verifyEmail,
} from '@juicyin/contract';
import { purchaseProducts } from '../purchase-products.ts';

/** The sandbox's captured Visa (apps/api/src/payments/sandbox.ts). */
export const SANDBOX_VISA = '4242424242424242';

const headers = { 'x-juicyin-client': '1', accept: 'application/json' };

async function parsed<E extends Endpoint>(endpoint: E, response: APIResponse): Promise<ResponseOf<E>> {
  expect(response.status(), `${endpoint.id}: ${await response.text()}`).toBe(endpoint.successStatus ?? 200);
  return endpoint.response.parse(await response.json()) as ResponseOf<E>;
}

export interface Shopper {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
}

/** Registers (and signs in) a new shopper in this context; with `verified`, confirms the e-mail too (+50 points). */
export async function registerShopper(
  request: APIRequestContext,
  { firstName = 'Noura', verified = false }: { firstName?: string; verified?: boolean } = {},
): Promise<Shopper> {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'pomegranate-9';
  await parsed(
    register,
    await request.post(register.path, {
      headers,
      data: { firstName, lastName: 'Al-Harbi', email, password, acceptTerms: true },
    }),
  );
  if (verified) {
    let token: string | undefined;
    await expect(async () => {
      const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
        messages: { subject: string; text: string }[];
      };
      const link = outbox.messages.map((message) => /https?:\/\/\S+token=\S+/.exec(message.text)?.[0]).find(Boolean);
      token = link ? (new URL(link).searchParams.get('token') ?? undefined) : undefined;
      expect(token).toBeDefined();
    }).toPass();
    await parsed(verifyEmail, await request.post(verifyEmail.path, { headers, data: { token } }));
  }
  return { email, password, firstName };
}

export interface PlacedOrder {
  readonly number: string;
  /** The quote the order was placed on (its figures are what the order pages must show). */
  readonly quote: Quote;
  readonly order: OrderDetail;
}

/**
 * Puts the first `lineCount` purchase products (../purchase-products.ts) in the signed-in shopper's bag, adds a Riyadh
 * address, asks the quote (with the coupon and points given) and places the order by card.
 */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  {
    lineCount = 2,
    couponCode = null,
    pointsToRedeem = 0,
  }: { lineCount?: number; couponCode?: string | null; pointsToRedeem?: number } = {},
): Promise<PlacedOrder> {
  expect(lineCount).toBeLessThanOrEqual(purchaseProducts.length);
  const skus: string[] = [];
  for (const slug of purchaseProducts.slice(0, lineCount)) {
    const product = await parsed(getProduct, await request.get(buildPath(getProduct.path, { slug })));
    expect(product.defaultVariant.inStock, `${slug} is in stock`).toBe(true);
    skus.push(product.defaultVariant.sku);
  }
  for (const [index, sku] of skus.entries()) {
    await parsed(
      setBagLine,
      await request.put(buildPath(setBagLine.path, { sku }), { headers, data: { quantity: index + 1 } }),
    );
  }
  const address = await parsed(
    createAddress,
    await request.post(createAddress.path, {
      headers,
      data: {
        firstName: 'Noura',
        lastName: 'Al-Harbi',
        mobile: '+966 55 123 4567',
        postalCode: '12211',
        buildingNumber: '7235',
        additionalNumber: '2121',
        district: 'Al Olaya',
        street: 'King Fahd Road 7421',
        city: 'Riyadh',
        region: 'Riyadh',
        type: 'home',
        isDefault: true,
      },
    }),
  );
  const choice = { addressId: address.id, couponCode, pointsToRedeem, walletAmount: 0, paymentMethod: 'card' as const };
  const quote = await parsed(quoteCheckout, await request.post(quoteCheckout.path, { headers, data: choice }));
  expect(quote.problems).toEqual([]);
  const body: PlaceOrderInput = {
    ...choice,
    card: {
      number: SANDBOX_VISA,
      holderName: 'Noura Al-Harbi',
      expiryMonth: 8,
      expiryYear: new Date().getFullYear() + 3,
      cvv: '123',
    },
    expectedGrandTotal: quote.totals.grandTotal,
  };
  const order = await parsed(
    placeOrder,
    await request.post(placeOrder.path, {
      headers: { ...headers, 'idempotency-key': `orders-e2e-${Date.now()}-${Math.random()}` },
      data: body,
    }),
  );
  return { number: order.number, quote, order };
}

/** The order's tax invoice as the API gives it. */
export async function invoiceThroughApi(request: APIRequestContext, number: string): Promise<Invoice> {
  return parsed(getInvoice, await request.get(buildPath(getInvoice.path, { number })));
}
