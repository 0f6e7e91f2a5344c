import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { FieldHelp } from '../field/field.tsx';
import { CheckIcon, MinusIcon } from '../icons/index.ts';
import '../theme/tokens.css';
import '../field/field.css';
import './checkbox.css';

export const checkboxStyles = cva('jui-checkbox', {
  variants: { size: { sm: 'jui-checkbox--sm', md: 'jui-checkbox--md' } },
  defaultVariants: { size: 'md' },
});

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'className' | 'style' | 'children'>, VariantProps<typeof checkboxStyles> {
  /** The visible label (it may contain a link, e.g. to the terms). */
  readonly children: ReactNode;
  readonly description?: ReactNode;
  /** Shown when the checkbox is invalid (e.g. required terms not accepted). */
  readonly errorMessage?: ReactNode;
  readonly className?: string | undefined;
}

/**
 * A checkbox: react-aria's CheckboxField and CheckboxButton (a real hidden input, label, help text
 * and validation) with a drawn box and check.
 */
export function Checkbox({ children, description, errorMessage, size, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      data-slot="checkbox"
      data-variant={size ?? 'md'}
      className={checkboxStyles({ size, className })}
    >
      <CheckboxButton className="jui-checkbox__button">
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className="jui-checkbox__box" aria-hidden="true">
              {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
            </span>
            <span className="jui-checkbox__label">{children}</span>
          </>
        )}
      </CheckboxButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </CheckboxField>
  );
}
