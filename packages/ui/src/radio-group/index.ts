export { Radio, RadioGroup, type RadioGroupProps, radioGroupStyles, type RadioProps } from './radio-group.tsx';
