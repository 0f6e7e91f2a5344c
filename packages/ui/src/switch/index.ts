export { Switch, type SwitchProps, switchStyles } from './switch.tsx';
