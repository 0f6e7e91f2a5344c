export {
  type AddressField,
  AddressForm,
  type AddressFormProps,
  addressFormStyles,
  type AddressFormValues,
} from './address-form.tsx';
export { type AddressCodeField, addressFormMessages, type AddressFormMessages } from './address-form-messages.ts';
