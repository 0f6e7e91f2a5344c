import type { ReactNode } from 'react';
import { RadioButton, RadioField, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { FieldHelp, FieldLabel } from '../field/field.tsx';
import { StarIcon } from '../icons/index.ts';
import { type MessageTable, plural, type PluralForms, useMessages } from '../messages/messages.ts';
import { RATING_MAX } from './rating.tsx';
import '../theme/tokens.css';
import '../field/field.css';
import './rating.css';

export interface RatingInputMessages {
  /** Each star's name, by plural category ("3 stars"). */
  readonly stars: PluralForms;
}

export const ratingInputMessages: MessageTable<RatingInputMessages, 'ratingInput'> = {
  name: 'ratingInput',
  en: { stars: { one: (n) => `${n} star`, other: (n) => `${n} stars` } },
  ar: {
    stars: {
      one: () => 'نجمة واحدة',
      two: () => 'نجمتان',
      few: (n) => `${n} نجوم`,
      many: (n) => `${n} نجمة`,
      other: (n) => `${n} نجمة`,
    },
  },
};

export interface RatingInputProps extends Omit<
  RadioGroupProps,
  'className' | 'style' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'orientation'
> {
  readonly label: ReactNode;
  /** The stars chosen, 1–5, or `null` while none is. */
  readonly value: number | null;
  readonly onChange: (value: number) => void;
  readonly description?: ReactNode;
  readonly errorMessage?: ReactNode;
  readonly messages?: Partial<RatingInputMessages> | undefined;
  readonly className?: string | undefined;
}

/**
 * Choosing a rating of 1 to 5 stars: a react-aria RadioGroup of five stars, so Tab reaches the
 * group and the arrow keys move the choice (following the reading direction under `ar-SA`); each
 * star is named ("3 stars"). The stars up to the chosen one (or the one under the pointer) fill.
 */
export function RatingInput({
  label,
  value,
  onChange,
  description,
  errorMessage,
  messages,
  className,
  ...props
}: RatingInputProps) {
  const { locale } = useLocale();
  const strings = useMessages(ratingInputMessages, messages);
  return (
    <RadioGroup
      {...props}
      orientation="horizontal"
      value={value === null ? null : String(value)}
      onChange={(next) => {
        onChange(Number(next));
      }}
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      data-slot="rating-input"
      className={className ? `jui-field jui-rating-input ${className}` : 'jui-field jui-rating-input'}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className="jui-rating-input__stars">
        {Array.from({ length: RATING_MAX }, (_, index) => {
          const stars = index + 1;
          return (
            <RadioField
              key={stars}
              value={String(stars)}
              aria-label={plural(locale, stars, strings.stars)}
              className="jui-rating-input__star"
              data-filled={value !== null && stars <= value ? true : undefined}
            >
              <RadioButton className="jui-rating-input__button">
                <StarIcon filled size="lg" />
              </RadioButton>
            </RadioField>
          );
        })}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RadioGroup>
  );
}
