export { DateField, type DateFieldProps, dateFieldStyles } from './date-field.tsx';
export { type CalendarDate, parseDate } from '@internationalized/date';
