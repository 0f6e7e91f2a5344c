import { type CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  DateInput,
  DateSegment,
  I18nProvider,
} from 'react-aria-components';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { FieldHelp, FieldLabel } from '../field/field.tsx';
import '../theme/tokens.css';
import '../field/field.css';
import './date-field.css';

export const dateFieldStyles = cva('jui-field jui-date-field', {
  variants: { size: { md: 'jui-field--md', lg: 'jui-field--lg' } },
  defaultVariants: { size: 'md' },
});

export interface DateFieldProps
  extends
    Omit<AriaDateFieldProps<CalendarDate>, 'className' | 'style' | 'children'>,
    VariantProps<typeof dateFieldStyles> {
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly errorMessage?: ReactNode;
  /** A birthdate cannot be in the future: `maxValue` defaults to today unless set. */
  readonly isBirthdate?: boolean | undefined;
  /**
   * The calendar the segments are shown in. Gregorian by default (dates are stored as ISO);
   * `islamic-umalqura` shows the Hijri calendar used in Saudi Arabia.
   */
  readonly calendar?: 'gregory' | 'islamic-umalqura' | undefined;
  readonly className?: string | undefined;
}

function withCalendar(locale: string, calendar: string): string {
  const [base] = locale.split('-u-');
  return `${base ?? locale}-u-ca-${calendar}-nu-latn`;
}

/**
 * A date typed segment by segment (react-aria's DateField: day, month and year in the locale's
 * order, arrow keys change a segment), e.g. a birthdate. Values are `CalendarDate`s
 * (`parseDate('1990-04-12')`, `.toString()` gives the ISO date).
 */
export function DateField({
  label,
  description,
  errorMessage,
  isBirthdate = false,
  calendar = 'gregory',
  size,
  className,
  ...props
}: DateFieldProps) {
  const { locale } = useLocale();
  const maxValue = props.maxValue ?? (isBirthdate ? today(getLocalTimeZone()) : undefined);
  return (
    <I18nProvider locale={withCalendar(locale, calendar)}>
      <AriaDateField
        {...props}
        {...(maxValue ? { maxValue } : {})}
        data-slot="date-field"
        data-variant={isBirthdate ? 'birthdate' : 'date'}
        className={dateFieldStyles({ size, className })}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <DateInput className="jui-field__control jui-date-field__input">
          {(segment) => <DateSegment segment={segment} className="jui-date-field__segment" />}
        </DateInput>
        <FieldHelp description={description} errorMessage={errorMessage} />
      </AriaDateField>
    </I18nProvider>
  );
}
