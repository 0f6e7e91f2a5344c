export {
  ProductCard,
  productCardMessages,
  type ProductCardMessages,
  type ProductCardProps,
  productCardStyles,
} from './product-card.tsx';
