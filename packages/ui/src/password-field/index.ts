export {
  PasswordField,
  type PasswordFieldMessages,
  passwordFieldMessages,
  type PasswordFieldProps,
} from './password-field.tsx';
