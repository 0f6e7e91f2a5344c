import { cva, type VariantProps } from 'class-variance-authority';
import { type ChangeEvent, type ReactNode, useId } from 'react';
import { ChevronDownIcon } from '../icons/index.ts';
import '../theme/tokens.css';
import '../field/field.css';
import './native-select.css';

export const nativeSelectStyles = cva('jui-field jui-native-select', {
  variants: { size: { md: 'jui-field--md', lg: 'jui-field--lg' } },
  defaultVariants: { size: 'md' },
});

/** One choice of a NativeSelect. */
export interface NativeSelectOption<K extends string = string> {
  readonly id: K;
  readonly label: string;
  readonly isDisabled?: boolean | undefined;
}

export interface NativeSelectProps<K extends string = string> extends VariantProps<typeof nativeSelectStyles> {
  /** The visible label, associated with the `<select>` (required: every field is named). */
  readonly label: ReactNode;
  readonly options: readonly NativeSelectOption<K>[];
  /** The chosen option's id (controlled). */
  readonly value?: K | undefined;
  /** The option chosen at first (uncontrolled). */
  readonly defaultValue?: K | undefined;
  /** Called with the id of the option the user chose. */
  readonly onChange?: ((value: K) => void) | undefined;
  readonly name?: string | undefined;
  readonly isDisabled?: boolean | undefined;
  readonly id?: string | undefined;
  readonly className?: string | undefined;
}

/**
 * A single choice from a short list with the browser's own `<select>`: no script for the list, the
 * platform's picker on phones, and the keyboard and screen-reader behaviour every user already knows.
 * Use it where a page must stay light (the header); Select is the richer react-aria listbox.
 */
export function NativeSelect<K extends string = string>({
  label,
  options,
  value,
  defaultValue,
  onChange,
  name,
  isDisabled,
  id,
  size,
  className,
}: NativeSelectProps<K>) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = options.find((option) => option.id === event.currentTarget.value);
    if (chosen) onChange?.(chosen.id);
  };
  return (
    <div
      data-slot="native-select"
      data-variant={size ?? 'md'}
      data-disabled={isDisabled || undefined}
      className={nativeSelectStyles({ size, className })}
    >
      <label htmlFor={selectId} className="jui-field__label">
        {label}
      </label>
      <div className="jui-field__control jui-native-select__control">
        <select
          id={selectId}
          name={name}
          className="jui-native-select__input"
          value={value}
          defaultValue={value === undefined ? defaultValue : undefined}
          disabled={isDisabled}
          onChange={change}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="jui-native-select__chevron" />
      </div>
    </div>
  );
}
