import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Popover,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  SelectValue,
} from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../field/field.tsx';
import { CheckIcon, ChevronDownIcon } from '../icons/index.ts';
import '../theme/tokens.css';
import '../field/field.css';
import './select.css';

export const selectStyles = cva('jui-field jui-select', {
  variants: { size: { md: 'jui-field--md', lg: 'jui-field--lg' } },
  defaultVariants: { size: 'md' },
});

/** One choice of a Select. */
export interface SelectOption {
  readonly id: string;
  readonly label: string;
  readonly isDisabled?: boolean | undefined;
}

export interface SelectProps<T extends SelectOption = SelectOption>
  extends Omit<AriaSelectProps<T>, 'className' | 'style' | 'children' | 'items'>, VariantProps<typeof selectStyles> {
  /** The visible label (required: every field is named). */
  readonly label: ReactNode;
  readonly options: readonly T[];
  readonly description?: ReactNode;
  readonly errorMessage?: ReactNode;
  readonly className?: string | undefined;
}

/** A single choice from a list: react-aria's Select (button, popover and listbox, typeahead). */
export function Select<T extends SelectOption = SelectOption>({
  label,
  options,
  description,
  errorMessage,
  size,
  className,
  ...props
}: SelectProps<T>) {
  const disabledKeys = options.filter((option) => option.isDisabled).map((option) => option.id);
  return (
    <AriaSelect
      disabledKeys={disabledKeys}
      {...props}
      data-slot="select"
      data-variant={size ?? 'md'}
      className={selectStyles({ size, className })}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button className="jui-field__control jui-select__button">
        <SelectValue className="jui-select__value" />
        <ChevronDownIcon className="jui-select__chevron" />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className="jui-select__popover" offset={4}>
        <ListBox className="jui-select__list" items={options}>
          {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

/** An option in a Select's list, with a check mark when selected. */
export function SelectItem({
  children,
  ...props
}: Omit<ListBoxItemProps, 'className' | 'children'> & { readonly children: string }) {
  return (
    <ListBoxItem {...props} textValue={children} className="jui-select__item">
      {({ isSelected }) => (
        <>
          <span className="jui-select__item-label">{children}</span>
          {isSelected ? <CheckIcon className="jui-select__check" /> : null}
        </>
      )}
    </ListBoxItem>
  );
}
