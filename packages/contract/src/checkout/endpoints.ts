import { defineEndpoint } from '../endpoint.ts';
import { orderDetailSchema } from '../orders/schemas.ts';
import { placeOrderBodySchema, placeOrderHeadersSchema, quoteBodySchema, quoteSchema } from './schemas.ts';

export const quoteCheckout = defineEndpoint({
  id: 'quoteCheckout',
  method: 'POST',
  path: '/api/me/checkout/quote',
  tag: 'checkout',
  auth: true,
  summary:
    "Price the signed-in shopper's bag for checkout: the full breakdown (coupon, points, wallet, COD fee, shipping, VAT, " +
    'points earned), the limits (most points and credit usable), deliverability of the chosen address, cash-on-delivery ' +
    "availability with its reason, and a rejected coupon's specific reason. Placing the order prices it the same way.",
  body: quoteBodySchema,
  response: quoteSchema,
  errors: [{ status: 404, code: 'not_found', description: 'The address is not one of the shopper’s' }],
});

export const placeOrder = defineEndpoint({
  id: 'placeOrder',
  method: 'POST',
  path: '/api/me/orders',
  tag: 'checkout',
  auth: true,
  summary:
    'Place the order for the bag: re-prices everything on the server, checks stock, spends points (earliest-expiring ' +
    'first) and store credit, charges the card, creates the order and its invoice and empties the bag, all in one ' +
    'transaction. Requires an Idempotency-Key header: the same key and body replay the first answer (header ' +
    '`Idempotent-Replayed: true`) for at least 24 hours.',
  headers: placeOrderHeadersSchema,
  body: placeOrderBodySchema,
  response: orderDetailSchema,
  successStatus: 201,
  errors: [
    { status: 400, code: 'idempotency_key_missing', description: 'The Idempotency-Key header is missing or malformed' },
    {
      status: 400,
      code: 'invalid_card',
      description: 'The card number, expiry or security code is wrong (see fields)',
    },
    { status: 402, code: 'payment_declined', description: 'The card was declined; nothing was charged or spent' },
    { status: 404, code: 'not_found', description: 'The address is not one of the shopper’s' },
    {
      status: 409,
      code: 'idempotency_in_flight',
      description: 'A request with this key is still being processed; nothing was changed',
    },
    { status: 409, code: 'out_of_stock', description: 'A line has fewer units in stock than ordered' },
    { status: 409, code: 'price_changed', description: 'The grand total differs from expectedGrandTotal' },
    { status: 409, code: 'points_unavailable', description: 'Fewer points can be redeemed than asked' },
    { status: 409, code: 'wallet_unavailable', description: 'Less store credit can be used than asked' },
    { status: 409, code: 'coupon_rejected', description: 'The coupon cannot be used (reason in the message)' },
    { status: 422, code: 'idempotency_key_reused', description: 'The key was used with a different body' },
    { status: 422, code: 'empty_bag', description: 'The bag is empty' },
    { status: 422, code: 'not_deliverable', description: 'The address is in a city that is not served' },
    { status: 422, code: 'cod_unavailable', description: 'Cash on delivery is unavailable (reason in the message)' },
    { status: 422, code: 'card_required', description: 'Paying by card needs card details' },
    { status: 502, code: 'payment_failed', description: 'The payment provider failed; nothing was charged or spent' },
  ],
});
