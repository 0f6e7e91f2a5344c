export { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './endpoints.ts';
export {
  type Address,
  addressBodySchema,
  type AddressInput,
  addressListSchema,
  addressSchema,
  deliverySchema,
  postalCodeSchema,
} from './schemas.ts';
