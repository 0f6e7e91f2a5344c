import { defineEndpoint } from '../endpoint.ts';
import {
  invoiceSchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderListSchema,
  orderParamsSchema,
  reorderResultSchema,
  trackingSchema,
} from './schemas.ts';
import { orderEventSchema } from './events.ts';

const unknownOrder = {
  status: 404,
  code: 'not_found',
  description: 'No order of the signed-in shopper has this number (another shopper’s order is a 404 too)',
} as const;

export const listOrders = defineEndpoint({
  id: 'listOrders',
  method: 'GET',
  path: '/api/me/orders',
  tag: 'orders',
  auth: true,
  summary: "The signed-in shopper's orders, newest first, a page at a time",
  query: orderListQuerySchema,
  response: orderListSchema,
});

export const getOrder = defineEndpoint({
  id: 'getOrder',
  method: 'GET',
  path: '/api/me/orders/:number',
  tag: 'orders',
  auth: true,
  summary:
    'One order: lines at the prices paid, the breakdown, payment (brand and last four only), address and tracker',
  params: orderParamsSchema,
  response: orderDetailSchema,
  errors: [unknownOrder],
});

export const getInvoice = defineEndpoint({
  id: 'getInvoice',
  method: 'GET',
  path: '/api/me/orders/:number/invoice',
  tag: 'orders',
  auth: true,
  summary:
    "The order's simplified tax invoice: sequential gap-free number, seller name and VAT number, lines, totals with " +
    'VAT 15 % and the ZATCA phase-1 QR payload',
  params: orderParamsSchema,
  response: invoiceSchema,
  errors: [unknownOrder],
});

export const trackOrder = defineEndpoint({
  id: 'trackOrder',
  method: 'GET',
  path: '/api/me/orders/:number/tracking',
  tag: 'orders',
  auth: true,
  summary: 'Where the order is: its status, the four tracker steps and every shipment event',
  params: orderParamsSchema,
  response: trackingSchema,
  errors: [unknownOrder],
});

export const reorder = defineEndpoint({
  id: 'reorder',
  method: 'POST',
  path: '/api/me/orders/:number/reorder',
  tag: 'orders',
  auth: true,
  summary:
    "Put the order's lines in the bag at today's prices (quantities add, capped at 99); variants no longer sold or " +
    'out of stock are left out and listed',
  params: orderParamsSchema,
  response: reorderResultSchema,
  errors: [unknownOrder],
});

export const cancelOrder = defineEndpoint({
  id: 'cancelOrder',
  method: 'POST',
  path: '/api/me/orders/:number/cancel',
  tag: 'orders',
  auth: true,
  summary:
    'Cancel the order while it is Placed: stock and the coupon use come back, redeemed points return with their ' +
    'expiry (at least 30 days), and the card and credit parts are refunded to the wallet as pending refunds',
  params: orderParamsSchema,
  response: orderDetailSchema,
  errors: [
    unknownOrder,
    { status: 409, code: 'not_cancellable', description: 'The order is past Placed (or already cancelled)' },
  ],
});

export const streamOrderEvents = defineEndpoint({
  id: 'streamOrderEvents',
  method: 'GET',
  path: '/api/me/orders/:number/events',
  tag: 'orders',
  auth: true,
  stream: true,
  summary:
    "Live changes to one of the shopper's orders (server-sent events); reconnecting with Last-Event-ID resumes after it",
  params: orderParamsSchema,
  response: orderEventSchema,
  errors: [unknownOrder],
});
