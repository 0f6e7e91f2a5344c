export { AuthForms, type AuthFormsProps, type ForgotPasswordField, type ForgotPasswordValues } from './auth-forms.tsx';
export {
  AuthModal,
  authModalMessages,
  type AuthModalMessages,
  type AuthModalProps,
  authModalStyles,
  type AuthTab,
  type RegisterField,
  type RegisterValues,
  type SignInField,
  type SignInValues,
} from './auth-modal.tsx';
