import { normalizeSaudiMobile } from '@juicyin/domain';
import { type MessageTable, useMessages } from '../messages/messages.ts';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';
import '../theme/tokens.css';
import './phone-field.css';

export interface PhoneFieldMessages {
  readonly invalid: string;
}

export const phoneFieldMessages: MessageTable<PhoneFieldMessages, 'phoneField'> = {
  name: 'phoneField',
  en: { invalid: 'Enter a Saudi mobile number, like 5X XXX XXXX.' },
  ar: { invalid: 'أدخل رقم جوال سعوديًا، مثل 5X XXX XXXX.' },
};

export interface PhoneFieldProps extends Omit<TextFieldProps, 'type' | 'multiline' | 'inlineStart' | 'inputProps'> {
  /** Called with the number normalised by the domain (`+9665XXXXXXXX`), or null while invalid. */
  readonly onNormalizedChange?: ((phone: string | null) => void) | undefined;
  readonly messages?: Partial<PhoneFieldMessages> | undefined;
}

/**
 * A Saudi mobile number after a fixed "+966": validated by the domain's `normalizeSaudiMobile`
 * (any usual spelling, Arabic-Indic digits too). Digits stay left to right in Arabic.
 */
export function PhoneField({ onChange, onNormalizedChange, validate, messages, className, ...props }: PhoneFieldProps) {
  const strings = useMessages(phoneFieldMessages, messages);
  return (
    <TextField
      validationBehavior="aria"
      {...props}
      type="tel"
      autoComplete="tel-national"
      className={['jui-phone-field', className].filter(Boolean).join(' ')}
      inputProps={{ dir: 'ltr', inputMode: 'tel' }}
      inlineStart={
        <span className="jui-phone-field__prefix" dir="ltr">
          +966
        </span>
      }
      validate={(value) => {
        if (value.trim() !== '' && normalizeSaudiMobile(value) === null) return strings.invalid;
        return validate ? validate(value) : null;
      }}
      onChange={(value) => {
        onChange?.(value);
        onNormalizedChange?.(normalizeSaudiMobile(value));
      }}
    />
  );
}
