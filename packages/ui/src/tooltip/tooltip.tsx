import { lazy, type SyntheticEvent, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { FocusableProvider } from './react-aria-private.ts';
import '../theme/tokens.css';
import './tooltip.css';
import type { TooltipProps, TooltipTriggerHandlers } from './tooltip-types.ts';
import { tooltipStyles } from './tooltip-styles.ts';

export { tooltipStyles };
export type { TooltipProps };

// react-aria's TooltipTrigger and Tooltip (overlay positioning, the arrow) load the first time the
// pointer or focus reaches the trigger: a page with a tooltip carries only its trigger at first.
const loadOverlay = () => import('./tooltip-overlay.tsx');
const TooltipOverlay = lazy(loadOverlay);

// Every handler TooltipTrigger may give its trigger (useFocusable and useHover's, with or without
// pointer events); the trigger gets all of them from the start, so it never re-renders with new ones.
const handlerNames = [
  'onFocus',
  'onBlur',
  'onKeyDown',
  'onKeyUp',
  'onPointerEnter',
  'onPointerLeave',
  'onPointerDown',
  'onMouseEnter',
  'onMouseLeave',
  'onTouchStart',
] as const;
const loadingEvents: ReadonlySet<string> = new Set(['onFocus', 'onPointerEnter', 'onMouseEnter']);
const hoverStarts: ReadonlySet<string> = new Set(['onPointerEnter', 'onMouseEnter']);
const hoverEnds: ReadonlySet<string> = new Set(['onPointerLeave', 'onMouseLeave', 'onPointerDown']);

/**
 * A tooltip on hover and keyboard focus (react-aria's TooltipTrigger): it describes its trigger
 * with `aria-describedby`, closes on Escape, and `start`/`end` placements follow the direction.
 * Its react-aria part loads when the pointer or focus first reaches the trigger (a keyboard focus
 * still shows it at once, a hover after the delay).
 */
export function Tooltip({ children, ...props }: TooltipProps) {
  const triggerRef = useRef<HTMLElement>(null);
  const handlersRef = useRef<TooltipTriggerHandlers>({});
  const [isWanted, setWanted] = useState(false);
  // Whether a mouse or pen is over the trigger, for the react-aria part to catch up when it loads.
  const hovered = useRef(false);
  const isHovered = useCallback(() => hovered.current, []);
  const [describedBy, setDescribedBy] = useState<string | undefined>(undefined);
  const isLoaded = isWanted || props.isOpen === true || props.defaultOpen === true;
  const triggerProps = useMemo(
    () =>
      Object.fromEntries(
        handlerNames.map((name) => [
          name,
          (event: SyntheticEvent) => {
            if (loadingEvents.has(name)) setWanted(true);
            if (hoverStarts.has(name)) hovered.current = (event.nativeEvent as PointerEvent).pointerType !== 'touch';
            if (hoverEnds.has(name)) hovered.current = false;
            const handler: unknown = (handlersRef.current as Partial<Record<string, unknown>>)[name];
            if (typeof handler === 'function') (handler as (event: SyntheticEvent) => void)(event);
          },
        ]),
      ),
    [],
  );
  return (
    <>
      <FocusableProvider {...triggerProps} aria-describedby={describedBy} ref={triggerRef}>
        {children}
      </FocusableProvider>
      {isLoaded ? (
        <Suspense fallback={null}>
          <TooltipOverlay
            {...props}
            triggerRef={triggerRef}
            handlersRef={handlersRef}
            onDescribedBy={setDescribedBy}
            isHovered={isHovered}
          />
        </Suspense>
      ) : null}
    </>
  );
}
