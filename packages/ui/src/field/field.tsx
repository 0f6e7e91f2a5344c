import { cva } from 'class-variance-authority';
import { type ReactNode, useContext } from 'react';
import { FieldError, FieldErrorContext, Label, Text } from 'react-aria-components';
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

/**
 * An empty, hidden slot. react-aria links a field to its description and error by id
 * (`aria-describedby`) and, finding no element for one once the field is on the page, renders the
 * field again without it: a page the server rendered linked every field to ids that were not there
 * until it was taken over, and taking it over rendered every field twice. With the slot there, the
 * server's HTML links to elements that exist and say nothing, and the field renders once.
 */
export function EmptySlot({ slot }: { readonly slot: 'description' | 'errorMessage' }) {
  return <Text slot={slot} hidden />;
}

const isEmpty = (node: ReactNode) => node === undefined || node === null || node === '';

/**
 * A field's help under its control: the description, and the validation error (the caller's
 * message, or the browser's when none is given), each announced with the field
 * (`aria-describedby`). A valid field keeps an empty slot for what it does not show (see EmptySlot),
 * so that a server-rendered field is taken over in one render; an empty error slot after a
 * description adds a space at the end of the description as testing tools compute it (browsers
 * trim it). An invalid field without a description leaves that slot out: it turned invalid after
 * it was taken over, and renders anyway.
 */
export function FieldHelp({
  description,
  errorMessage,
}: {
  readonly description?: ReactNode;
  readonly errorMessage?: ReactNode;
}) {
  const isInvalid = useContext(FieldErrorContext)?.isInvalid ?? false;
  if (isEmpty(description) && !isInvalid) {
    return (
      <>
        <EmptySlot slot="description" />
        <EmptySlot slot="errorMessage" />
      </>
    );
  }
  return (
    <>
      <FieldDescription>{description}</FieldDescription>
      {isInvalid ? <FieldErrorMessage>{errorMessage}</FieldErrorMessage> : <EmptySlot slot="errorMessage" />}
    </>
  );
}

/** Help text under a field, announced with it (`aria-describedby`); nothing when empty. */
export function FieldDescription({ children }: { readonly children?: ReactNode }) {
  if (isEmpty(children)) return null;
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
