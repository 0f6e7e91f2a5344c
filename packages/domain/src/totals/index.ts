export {
  bagTotals,
  type BagTotals,
  itemCount,
  lineTotal,
  type PriceableLine,
  TotalsError,
  type WithLineTotal,
} from './lines.ts';
export { pointsEarnedPerLine } from './line-points.ts';
export {
  orderTotals,
  PAYMENT_METHODS,
  type PaymentMethod,
  type Totals,
  type TotalsInput,
  type TotalsLine,
} from './totals.ts';
