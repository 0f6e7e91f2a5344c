import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import '../theme/tokens.css';
import './field.css';

/** The look shared by the kit's form fields: label, control, description and error. */
export const fieldStyles = cva('jui-field', {
  variants: { size: { md: 'jui-field--md', lg: 'jui-field--lg' } },
  defaultVariants: { size: 'md' },
});

/** A field's visible label (react-aria's Label, wired to the control by the field's context). */
export function FieldLabel({
  children,
  isRequired,
}: {
  readonly children: ReactNode;
  readonly isRequired?: boolean | undefined;
}) {
  return (
    <Label className="jui-field__label">
      {children}
      {isRequired ? (
        <span className="jui-field__required" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </Label>
  );
}

/** Help text under a field, announced with it (`aria-describedby`). */
export function FieldDescription({ children }: { readonly children?: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <Text slot="description" className="jui-field__description">
      {children}
    </Text>
  );
}

/** The field's validation error: the caller's message, or the browser's when none is given. */
export function FieldErrorMessage({ children }: { readonly children?: ReactNode }) {
  return <FieldError className="jui-field__error">{children}</FieldError>;
}
