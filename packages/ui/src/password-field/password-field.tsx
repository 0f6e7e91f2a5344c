import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { EyeIcon, EyeOffIcon } from '../icons/index.ts';
import { type MessageTable, useMessages } from '../messages/messages.ts';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';
import '../theme/tokens.css';
import './password-field.css';

export interface PasswordFieldMessages {
  /** Names the show/hide toggle (its pressed state tells whether the password is shown). */
  readonly showPassword: string;
}

export const passwordFieldMessages: MessageTable<PasswordFieldMessages, 'passwordField'> = {
  name: 'passwordField',
  en: { showPassword: 'Show password' },
  ar: { showPassword: 'إظهار كلمة المرور' },
};

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'multiline' | 'inlineEnd'> {
  /** `new-password` on registration, `current-password` on sign-in. */
  readonly autoComplete?: 'new-password' | 'current-password' | undefined;
  readonly messages?: Partial<PasswordFieldMessages> | undefined;
}

/**
 * A password input with a show/hide toggle (react-aria's ToggleButton, `aria-pressed` when the
 * password is shown). The policy is checked by the caller through `validate` or `errorMessage`.
 */
export function PasswordField({
  autoComplete = 'current-password',
  messages,
  className,
  ...props
}: PasswordFieldProps) {
  const strings = useMessages(passwordFieldMessages, messages);
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={['jui-password-field', className].filter(Boolean).join(' ')}
      inlineEnd={
        <ToggleButton
          isSelected={visible}
          onChange={setVisible}
          aria-label={strings.showPassword}
          className="jui-password-field__toggle"
          isDisabled={props.isDisabled ?? false}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </ToggleButton>
      }
    />
  );
}
