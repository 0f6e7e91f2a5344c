export { Spinner, type SpinnerMessages, spinnerMessages, type SpinnerProps, spinnerStyles } from './spinner.tsx';
