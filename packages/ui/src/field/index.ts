export { EmptySlot, FieldDescription, FieldErrorMessage, FieldHelp, FieldLabel, fieldStyles } from './field.tsx';
