export { TextField, type TextFieldProps, textFieldStyles } from './text-field.tsx';
