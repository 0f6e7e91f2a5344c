export { Select, SelectItem, type SelectOption, type SelectProps, selectStyles } from './select.tsx';
