export {
  CheckoutTable,
  checkoutTableMessages,
  type CheckoutTableMessages,
  type CheckoutTableProps,
  checkoutTableStyles,
} from './checkout-table.tsx';
