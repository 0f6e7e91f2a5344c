import { type RefObject, useContext, useEffect, useLayoutEffect } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  TooltipTriggerStateContext,
} from 'react-aria-components';
import { UNSAFE_PortalProvider, useFocusable } from 'react-aria';
import { isFocusVisible } from './react-aria-private.ts';
import type { TooltipProps, TooltipTriggerHandlers } from './tooltip-types.ts';
import { tooltipStyles } from './tooltip-styles.ts';

export interface TooltipOverlayProps extends Omit<TooltipProps, 'children'> {
  /** The trigger, rendered (and kept) by the Tooltip. */
  readonly triggerRef: RefObject<HTMLElement | null>;
  /** Where this part puts the trigger's handlers; the Tooltip's trigger calls them. */
  readonly handlersRef: RefObject<TooltipTriggerHandlers>;
  /** The trigger's `aria-describedby` (the tooltip's id while it is shown). */
  readonly onDescribedBy: (id: string | undefined) => void;
  /** Whether a mouse or pen is over the trigger (what happened before this part loaded). */
  readonly isHovered: () => boolean;
}

/**
 * The tooltip's react-aria part (TooltipTrigger's state and behaviour, the positioned Tooltip and
 * its arrow), loaded the first time the pointer or focus reaches the trigger. It does not render
 * the trigger: it hands the handlers TooltipTrigger would give it to the Tooltip, which renders it.
 */
export default function TooltipOverlay({
  content,
  placement = 'top',
  tone,
  delay = 300,
  portalContainer,
  triggerRef,
  handlersRef,
  onDescribedBy,
  isHovered,
  ...props
}: TooltipOverlayProps) {
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
      <TriggerBridge
        triggerRef={triggerRef}
        handlersRef={handlersRef}
        onDescribedBy={onDescribedBy}
        focusOnly={props.trigger === 'focus'}
        isHovered={isHovered}
      />
      {portalContainer ? (
        <UNSAFE_PortalProvider getContainer={() => containerOf(portalContainer)}>{tooltip}</UNSAFE_PortalProvider>
      ) : (
        tooltip
      )}
    </TooltipTrigger>
  );
}

/** The element a tooltip is rendered in: the one given, or the one its ref points at (else the body). */
function containerOf(container: NonNullable<TooltipProps['portalContainer']>): HTMLElement {
  return ('current' in container ? container.current : container) ?? document.body;
}

interface TriggerBridgeProps {
  readonly triggerRef: RefObject<HTMLElement | null>;
  readonly handlersRef: RefObject<TooltipTriggerHandlers>;
  readonly onDescribedBy: (id: string | undefined) => void;
  readonly focusOnly: boolean;
  readonly isHovered: () => boolean;
}

/**
 * Takes what TooltipTrigger gives its trigger (as the trigger itself would, through useFocusable,
 * which also points TooltipTrigger at the trigger's element) and passes it on. On mount it catches
 * up with what happened while this part loaded: a trigger still hovered opens after the delay, a
 * trigger focused from the keyboard opens at once.
 */
function TriggerBridge({ triggerRef, handlersRef, onDescribedBy, focusOnly, isHovered }: TriggerBridgeProps) {
  const { focusableProps } = useFocusable({}, triggerRef);
  const state = useContext(TooltipTriggerStateContext);
  const describedBy = focusableProps['aria-describedby'];
  useLayoutEffect(() => {
    handlersRef.current = focusableProps;
  });
  useLayoutEffect(() => {
    onDescribedBy(describedBy);
  }, [describedBy, onDescribedBy]);
  useLayoutEffect(() => () => onDescribedBy(undefined), [onDescribedBy]);
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!trigger || !state || state.isOpen) return;
    if (trigger === trigger.ownerDocument.activeElement && isFocusVisible()) state.open(true);
    else if (!focusOnly && isHovered()) state.open(false);
    // Only what happened before this part was there: later events reach TooltipTrigger itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
