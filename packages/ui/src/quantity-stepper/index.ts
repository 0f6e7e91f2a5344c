export {
  QUANTITY_MAX,
  QUANTITY_MIN,
  QuantityStepper,
  type QuantityStepperMessages,
  quantityStepperMessages,
  type QuantityStepperProps,
  quantityStepperStyles,
} from './quantity-stepper.tsx';
