import { useMemo } from 'react';
import type { OverlayTriggerState } from 'react-aria-components';

/**
 * The overlay state react-aria's MenuTrigger and DialogTrigger give their Popover, made from the
 * Header's own open state: the header's menus load on first open, outside any trigger component.
 */
export function useControlledTriggerState(
  isOpen: boolean,
  onOpenChange: (isOpen: boolean) => void,
): OverlayTriggerState {
  return useMemo(
    () => ({
      isOpen,
      setOpen: onOpenChange,
      open: () => onOpenChange(true),
      close: () => onOpenChange(false),
      toggle: () => onOpenChange(!isOpen),
      // Only context menus open at a point; these open against their trigger.
      point: null,
      setPoint: () => {},
    }),
    [isOpen, onOpenChange],
  );
}
