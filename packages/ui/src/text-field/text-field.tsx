import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import {
  Group,
  Input,
  type InputProps,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../field/field.tsx';
import '../theme/tokens.css';
import '../field/field.css';
import './text-field.css';

export const textFieldStyles = cva('jui-field jui-text-field', {
  variants: {
    size: { md: 'jui-field--md', lg: 'jui-field--lg' },
    multiline: { true: 'jui-text-field--multiline', false: '' },
  },
  defaultVariants: { size: 'md', multiline: false },
});

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>, VariantProps<typeof textFieldStyles> {
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly errorMessage?: ReactNode;
  readonly placeholder?: string | undefined;
  /** Content at the inline start of the box (an icon, a "+966" prefix). */
  readonly inlineStart?: ReactNode;
  /** Content at the inline end of the box (a button such as show/hide). */
  readonly inlineEnd?: ReactNode;
  /** Props for the `<input>` itself (e.g. `dir="ltr"` for a phone number). */
  readonly inputProps?: Omit<InputProps, 'className' | 'style'> | undefined;
  readonly rows?: number | undefined;
  readonly className?: string | undefined;
}

/** A labelled text input (or textarea): react-aria's TextField with description and validation. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inlineStart,
  inlineEnd,
  inputProps,
  rows,
  size,
  multiline,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      data-slot="text-field"
      data-variant={multiline ? 'multiline' : 'single-line'}
      className={textFieldStyles({ size, multiline, className })}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {multiline ? (
        <TextArea
          className="jui-field__control jui-field__input jui-text-field__textarea"
          placeholder={placeholder}
          rows={rows ?? 4}
        />
      ) : (
        <Group className="jui-field__control">
          {inlineStart}
          <Input {...inputProps} className="jui-field__input" placeholder={placeholder} />
          {inlineEnd}
        </Group>
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
