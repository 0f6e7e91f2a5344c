export { PhoneField, type PhoneFieldMessages, phoneFieldMessages, type PhoneFieldProps } from './phone-field.tsx';
