import { MoneyError, moneyFormatter, sar, toLatinDigits } from '@juicyin/domain';
import { useState } from 'react';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { type MessageTable, useMessages } from '../messages/messages.ts';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';
import '../theme/tokens.css';
import './money-field.css';

export interface MoneyFieldMessages {
  /** The text is not an amount in SAR with at most two decimals. */
  readonly invalid: string;
  /** The amount is below zero. */
  readonly negative: string;
  /** Nothing was entered. */
  readonly empty: string;
}

export const moneyFieldMessages: MessageTable<MoneyFieldMessages, 'moneyField'> = {
  name: 'moneyField',
  en: {
    invalid: 'Enter an amount in SAR, like 12.50 (at most two decimals).',
    negative: 'Enter an amount of 0 or more.',
    empty: 'Enter an amount in SAR.',
  },
  ar: {
    invalid: 'أدخل مبلغًا بالريال، مثل 12.50 (منزلتان عشريتان على الأكثر).',
    negative: 'أدخل مبلغًا يساوي 0 أو أكثر.',
    empty: 'أدخل مبلغًا بالريال.',
  },
};

/** What the field hands back on each change: the amount in halalas, or why there is none. */
export type MoneyFieldChange =
  { readonly halalas: number; readonly error: null } | { readonly halalas: null; readonly error: string };

export interface MoneyFieldProps extends Omit<
  TextFieldProps,
  'type' | 'multiline' | 'inlineStart' | 'inputProps' | 'value' | 'defaultValue' | 'onChange' | 'validate'
> {
  /** The amount it opens with, in halalas (an integer); empty when omitted. */
  readonly defaultValue?: number | undefined;
  /** Called on every change with the amount in halalas, or the field's error. */
  readonly onChange?: ((change: MoneyFieldChange) => void) | undefined;
  readonly messages?: Partial<MoneyFieldMessages> | undefined;
}

const numberParts = new Set<Intl.NumberFormatPartTypes>(['minusSign', 'integer', 'decimal', 'fraction']);

/**
 * Halalas as the SAR text the field edits ("12.50"): Intl's parts of the domain's SAR formatter,
 * without the currency sign and the grouping, so `sar()` reads the text back exactly.
 */
export function sarInputText(amount: number): string {
  return moneyFormatter({ locale: 'en', currency: 'SAR' })
    .formatToParts(amount / 100)
    .filter((part) => numberParts.has(part.type))
    .map((part) => part.value)
    .join('');
}

/** The field's text read by the domain: Arabic-Indic digits and the Arabic decimal sign "٫" too. */
export function readMoneyInput(text: string, strings: MoneyFieldMessages): MoneyFieldChange {
  const latin = toLatinDigits(text)
    .replace(/\u066b/g, '.')
    .trim();
  if (latin === '') return { halalas: null, error: strings.empty };
  try {
    const amount = sar(latin);
    return amount < 0 ? { halalas: null, error: strings.negative } : { halalas: amount, error: null };
  } catch (error) {
    if (error instanceof MoneyError) return { halalas: null, error: strings.invalid };
    throw error;
  }
}

/**
 * A labelled amount in SAR: shows and accepts SAR ("12.50", Arabic-Indic digits too), parsed by the
 * domain's `sar()` into halalas, and hands back halalas or the field's error. The currency sign
 * comes from the domain's Intl formatter for the locale; the digits stay left to right in Arabic.
 */
export function MoneyField({ defaultValue, onChange, messages, className, ...props }: MoneyFieldProps) {
  const { locale } = useLocale();
  const strings = useMessages(moneyFieldMessages, messages);
  const [text, setText] = useState(() => (defaultValue === undefined ? '' : sarInputText(defaultValue)));
  const currency =
    moneyFormatter({ locale, currency: 'SAR' })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? 'SAR';
  return (
    <TextField
      validationBehavior="aria"
      {...props}
      value={text}
      className={['jui-money-field', className].filter(Boolean).join(' ')}
      inputProps={{ dir: 'ltr', inputMode: 'decimal' }}
      inlineStart={
        <span className="jui-money-field__currency" aria-hidden="true">
          {currency}
        </span>
      }
      validate={(value) => {
        // An empty field is the caller's to judge (`isRequired`); a wrong amount is the kit's.
        if (value.trim() === '') return null;
        return readMoneyInput(value, strings).error;
      }}
      onChange={(value) => {
        setText(value);
        onChange?.(readMoneyInput(value, strings));
      }}
    />
  );
}
