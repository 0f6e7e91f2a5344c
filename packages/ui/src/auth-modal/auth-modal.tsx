import { cva, type VariantProps } from 'class-variance-authority';
import { useState } from 'react';
import { useMessages } from '../messages/index.ts';
import { Modal } from '../modal/modal.tsx';
import { type AuthFormsProps, authModalMessages, AuthForms, type AuthTab } from './auth-forms.tsx';
import '../theme/tokens.css';
import './auth-modal.css';

export {
  authModalMessages,
  type AuthModalMessages,
  type AuthTab,
  type ForgotPasswordField,
  type ForgotPasswordValues,
  type RegisterField,
  type RegisterValues,
  type SignInField,
  type SignInValues,
} from './auth-forms.tsx';

export const authModalStyles = cva('jui-dialog jui-auth-modal', {
  variants: { size: { md: 'jui-auth-modal--md', lg: 'jui-auth-modal--lg' } },
  defaultVariants: { size: 'md' },
});

export interface AuthModalProps extends AuthFormsProps, VariantProps<typeof authModalStyles> {
  /** Open state when not inside a DialogTrigger (controlled). */
  readonly isOpen?: boolean;
  readonly onOpenChange?: (isOpen: boolean) => void;
  readonly className?: string;
}

/**
 * Sign in / Register in one react-aria Modal with Tabs: sign-in (e-mail, password, Remember me,
 * Forgot password link) and registration (first and last name, e-mail, password, the required
 * Terms & Conditions checkbox, the "Earn 5 points" note) — the kit's AuthForms. Errors show at
 * their fields. The kit never fetches: it calls `onSignIn` / `onRegister`.
 */
export function AuthModal({ isOpen, onOpenChange, size, className, ...forms }: AuthModalProps) {
  const messages = useMessages(authModalMessages, forms.messages);
  // The title follows the open view, so the modal keeps the tab when the forms do not control it.
  const [ownTab, setOwnTab] = useState<AuthTab>(forms.defaultTab ?? 'sign-in');
  const current = forms.tab ?? ownTab;
  return (
    <Modal
      block="jui-auth-modal"
      slot="auth-modal"
      variant={size ?? 'md'}
      className={authModalStyles({ size, className })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={current === 'forgot-password' ? messages.forgotTitle : messages.title}
      closeLabel={messages.close}
    >
      <AuthForms
        {...forms}
        tab={current}
        onTabChange={(next) => {
          setOwnTab(next);
          forms.onTabChange?.(next);
        }}
      />
    </Modal>
  );
}
