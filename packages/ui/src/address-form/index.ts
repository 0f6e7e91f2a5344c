export {
  type AddressField,
  AddressForm,
  addressFormMessages,
  type AddressFormMessages,
  type AddressFormProps,
  addressFormStyles,
  type AddressFormValues,
} from './address-form.tsx';
