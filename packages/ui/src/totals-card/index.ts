export {
  type TotalsBreakdown,
  TotalsCard,
  totalsCardMessages,
  type TotalsCardMessages,
  type TotalsCardProps,
  totalsCardStyles,
  type TotalsLineKey,
} from './totals-card.tsx';
