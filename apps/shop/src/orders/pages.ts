// The orders' pages as one chunk (a lazily loaded area, like the account's): the list, the detail,
// the tax invoice and tracking are visited one after another, and the shop's entry holds one
// import for them instead of four.
export { OrderListPage } from './order-list/order-list-page.tsx';
export { OrderDetailPage } from './order-detail/order-detail-page.tsx';
export { OrderInvoicePage } from './order-invoice/order-invoice-page.tsx';
export { TrackOrderPage } from './track-order/track-order-page.tsx';
