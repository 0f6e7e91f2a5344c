export { Checkbox, type CheckboxProps, checkboxStyles } from './checkbox.tsx';
