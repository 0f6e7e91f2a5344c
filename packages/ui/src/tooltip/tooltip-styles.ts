import { cva } from 'class-variance-authority';

export const tooltipStyles = cva('jui-tooltip', {
  variants: { tone: { dark: 'jui-tooltip--dark', light: 'jui-tooltip--light' } },
  defaultVariants: { tone: 'dark' },
});
