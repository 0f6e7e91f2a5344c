import { cva, type VariantProps } from 'class-variance-authority';
import { type ReactNode, useContext } from 'react';
import {
  RadioButton,
  RadioField,
  type RadioFieldProps,
  RadioGroup as AriaRadioGroup,
  RadioGroupStateContext,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { EmptySlot, FieldHelp, FieldLabel } from '../field/field.tsx';
import '../theme/tokens.css';
import '../field/field.css';
import './radio-group.css';

export const radioGroupStyles = cva('jui-field jui-radio-group', {
  variants: {
    /** `card` draws each choice as a bordered tile (payment methods, sizes). */
    appearance: { plain: '', card: 'jui-radio-group--card' },
  },
  defaultVariants: { appearance: 'plain' },
});

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'>, VariantProps<typeof radioGroupStyles> {
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly errorMessage?: ReactNode;
  readonly children: ReactNode;
  readonly className?: string | undefined;
}

/**
 * One choice from a few, all visible: react-aria's RadioGroup (arrow keys move and select; in a
 * horizontal group they follow the reading direction).
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  appearance,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      data-slot="radio-group"
      data-variant={appearance ?? 'plain'}
      className={radioGroupStyles({ appearance, className })}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className="jui-radio-group__items">{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'className' | 'style' | 'children'> {
  readonly children: ReactNode;
  /** A second line under the label (e.g. the reason a payment method is unavailable). */
  readonly description?: ReactNode;
}

export function Radio({ children, description, ...props }: RadioProps) {
  const group = useContext(RadioGroupStateContext);
  return (
    <RadioField {...props} className="jui-radio">
      <RadioButton className="jui-radio__button">
        <span className="jui-radio__circle" aria-hidden="true" />
        <span className="jui-radio__text">
          <span className="jui-radio__label">{children}</span>
          {description ? <span className="jui-radio__description">{description}</span> : null}
        </span>
      </RadioButton>
      {/* The group's error is announced with each choice: an empty slot before it would add a space. */}
      {group?.isInvalid ? null : <EmptySlot slot="description" />}
    </RadioField>
  );
}
