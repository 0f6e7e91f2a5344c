export {
  orderTotals,
  PAYMENT_METHODS,
  type PaymentMethod,
  type Totals,
  TotalsError,
  type TotalsInput,
  type TotalsLine,
} from './totals.ts';
