export { DateField, type DateFieldProps, dateFieldStyles } from './date-field.tsx';
