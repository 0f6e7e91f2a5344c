import { cva } from 'class-variance-authority';
import type { ReactElement, ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { UNSAFE_PortalProvider } from 'react-aria';
import '../theme/tokens.css';
import './tooltip.css';

export const tooltipStyles = cva('jui-tooltip', {
  variants: { tone: { dark: 'jui-tooltip--dark', light: 'jui-tooltip--light' } },
  defaultVariants: { tone: 'dark' },
});

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** What the tooltip says: a short description of the trigger, never its only name. */
  readonly content: ReactNode;
  /** The trigger: a focusable react-aria element (Button, IconButton, Link). */
  readonly children: ReactElement;
  readonly placement?: AriaTooltipProps['placement'];
  readonly tone?: 'dark' | 'light' | undefined;
  /**
   * Where the tooltip is rendered (default: the end of the body). A page that wants all its content
   * inside landmarks renders it in the trigger's landmark.
   */
  readonly portalContainer?: HTMLElement | undefined;
}

/**
 * A tooltip on hover and keyboard focus (react-aria's TooltipTrigger): it describes its trigger
 * with `aria-describedby`, closes on Escape, and `start`/`end` placements follow the direction.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  tone,
  delay = 300,
  portalContainer,
  ...props
}: TooltipProps) {
  const tooltip = (
    <AriaTooltip
      placement={placement}
      offset={8}
      data-slot="tooltip"
      data-variant={tone ?? 'dark'}
      className={tooltipStyles({ tone })}
    >
      <OverlayArrow className="jui-tooltip__arrow">
        <svg width={12} height={6} viewBox="0 0 12 6" aria-hidden="true">
          <path d="M0 0 L6 6 L12 0" />
        </svg>
      </OverlayArrow>
      {content}
    </AriaTooltip>
  );
  return (
    <TooltipTrigger delay={delay} {...props}>
      {children}
      {portalContainer ? (
        <UNSAFE_PortalProvider getContainer={() => portalContainer}>{tooltip}</UNSAFE_PortalProvider>
      ) : (
        tooltip
      )}
    </TooltipTrigger>
  );
}
