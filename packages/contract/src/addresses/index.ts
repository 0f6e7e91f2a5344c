export { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './endpoints.ts';
export {
  additionalNumberSchema,
  type Address,
  addressBodySchema,
  addressFieldsSchema,
  type AddressInput,
  addressListSchema,
  addressSchema,
  buildingNumberSchema,
  deliverySchema,
  postalCodeSchema,
  shortAddressSchema,
} from './schemas.ts';
