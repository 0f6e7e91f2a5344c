export {
  AddressCard,
  addressCardMessages,
  type AddressCardMessages,
  type AddressCardProps,
  addressCardStyles,
  type AddressValue,
} from './address-card.tsx';
