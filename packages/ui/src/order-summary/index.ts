export {
  OrderSummary,
  type OrderSummaryLine,
  orderSummaryMessages,
  type OrderSummaryMessages,
  type OrderSummaryProps,
  orderSummaryStyles,
} from './order-summary.tsx';
