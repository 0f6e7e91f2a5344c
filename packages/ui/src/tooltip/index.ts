export { Tooltip, type TooltipProps, tooltipStyles } from './tooltip.tsx';
