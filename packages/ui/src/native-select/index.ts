export { NativeSelect, type NativeSelectOption, type NativeSelectProps, nativeSelectStyles } from './native-select.tsx';
