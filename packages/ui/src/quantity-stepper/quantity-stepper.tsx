import { cva, type VariantProps } from 'class-variance-authority';
import { type KeyboardEvent, useContext } from 'react';
import {
  Button,
  Group,
  Input,
  Label,
  NumberField,
  NumberFieldStateContext,
  type NumberFieldProps,
} from 'react-aria-components';
import { EmptySlot } from '../field/field.tsx';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { MinusIcon, PlusIcon } from '../icons/index.ts';
import { type MessageTable, useMessages } from '../messages/messages.ts';
import '../theme/tokens.css';
import './quantity-stepper.css';

export interface QuantityStepperMessages {
  /** Names the field; the buttons are named by their verb followed by it ("Increase Quantity"). */
  readonly label: string;
  readonly increase: string;
  readonly decrease: string;
}

export const quantityStepperMessages: MessageTable<QuantityStepperMessages, 'quantityStepper'> = {
  name: 'quantityStepper',
  en: { label: 'Quantity', increase: 'Increase', decrease: 'Decrease' },
  ar: { label: 'الكمية', increase: 'زيادة', decrease: 'إنقاص' },
};

export const quantityStepperStyles = cva('jui-quantity-stepper', {
  variants: {
    size: { sm: 'jui-quantity-stepper--sm', md: 'jui-quantity-stepper--md' },
    /** Shows the label above the stepper; otherwise it is read by screen readers only. */
    showLabel: { true: '', false: 'jui-quantity-stepper--label-hidden' },
  },
  defaultVariants: { size: 'md', showLabel: false },
});

/** The shop's bounds for a line's quantity (PRODUCT.md §3). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;

export interface QuantityStepperProps
  extends
    Omit<NumberFieldProps, 'className' | 'style' | 'children' | 'formatOptions' | 'step'>,
    VariantProps<typeof quantityStepperStyles> {
  readonly messages?: Partial<QuantityStepperMessages> | undefined;
  readonly className?: string | undefined;
}

/**
 * Inline-axis arrow keys step toward the button the arrow points at: "+" sits at the inline end,
 * so ArrowRight increases in English and ArrowLeft increases in Arabic (right to left).
 * Up/Down, PageUp/PageDown, Home/End come from react-aria's NumberField.
 */
function StepperInput() {
  const state = useContext(NumberFieldStateContext);
  const { direction } = useLocale();
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!state || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const towardEnd = (event.key === 'ArrowRight') === (direction === 'ltr');
    if (towardEnd) state.increment();
    else state.decrement();
  }
  return <Input className="jui-quantity-stepper__input" onKeyDown={onKeyDown} />;
}

/**
 * A quantity from 1 to 99: react-aria's NumberField (a spin button with increment and decrement
 * buttons, keyboard, and validation), laid out [−] n [+] in the reading direction.
 */
export function QuantityStepper({
  size,
  showLabel,
  messages,
  className,
  minValue = QUANTITY_MIN,
  maxValue = QUANTITY_MAX,
  ...props
}: QuantityStepperProps) {
  const strings = useMessages(quantityStepperMessages, messages);
  return (
    <NumberField
      defaultValue={props.value === undefined ? minValue : undefined}
      {...props}
      minValue={minValue}
      maxValue={maxValue}
      step={1}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false, numberingSystem: 'latn' }}
      data-slot="quantity-stepper"
      data-variant={size ?? 'md'}
      className={quantityStepperStyles({ size, showLabel, className })}
    >
      <Label className="jui-quantity-stepper__label">{strings.label}</Label>
      <Group className="jui-quantity-stepper__group">
        <Button slot="decrement" aria-label={strings.decrease} className="jui-quantity-stepper__button">
          <MinusIcon />
        </Button>
        <StepperInput />
        <Button slot="increment" aria-label={strings.increase} className="jui-quantity-stepper__button">
          <PlusIcon />
        </Button>
      </Group>
      <EmptySlot slot="description" />
      <EmptySlot slot="errorMessage" />
    </NumberField>
  );
}
