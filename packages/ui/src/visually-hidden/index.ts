export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden.tsx';
