export { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from './field.tsx';
