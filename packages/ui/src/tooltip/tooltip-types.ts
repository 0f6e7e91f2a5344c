import type { ReactElement, ReactNode, RefObject } from 'react';
import type { TooltipProps as AriaTooltipProps, TooltipTriggerComponentProps } from 'react-aria-components';

// The types the Tooltip and its lazily loaded react-aria part share (each imports them from here,
// so neither imports the other's module for its types).

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** What the tooltip says: a short description of the trigger, never its only name. */
  readonly content: ReactNode;
  /** The trigger: a focusable react-aria element (Button, IconButton, Link). */
  readonly children: ReactElement;
  readonly placement?: AriaTooltipProps['placement'];
  readonly tone?: 'dark' | 'light' | undefined;
  /**
   * Where the tooltip is rendered (default: the end of the body). A page that wants all its content
   * inside landmarks renders it in the trigger's landmark: the element, or a ref to it, read when
   * the tooltip shows (the landmark's own ref, without rendering the page again to pass it on).
   */
  readonly portalContainer?: HTMLElement | RefObject<HTMLElement | null> | undefined;
}

/** The trigger's event handlers react-aria's TooltipTrigger gives it (hover, focus, press, keys). */
export type TooltipTriggerHandlers = object;
