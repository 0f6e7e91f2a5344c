// The fulfilment dashboard's pages: one chunk, imported only after the API says the visitor is
// staff (see `gate/dashboard-gate.tsx`), so no shopper or visitor ever downloads it.
export { DashboardQueuePage } from './queue/queue-page.tsx';
export { DashboardOrdersPage } from './orders/orders-page.tsx';
export { StaffOrderPage } from './order/index.ts';
