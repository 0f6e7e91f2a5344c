export {
  Price,
  type PriceCurrency,
  type PriceMessages,
  priceMessages,
  type PriceProps,
  priceStyles,
} from './price.tsx';
