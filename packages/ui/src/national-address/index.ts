export {
  NationalAddress,
  nationalAddressMessages,
  type NationalAddressMessages,
  type NationalAddressProps,
  type NationalAddressValue,
} from './national-address.tsx';
