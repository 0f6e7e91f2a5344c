import type { ReactNode, RefObject } from 'react';
import { Dialog, OverlayTriggerStateContext, Popover } from 'react-aria-components';
import { useControlledTriggerState } from './controlled-trigger-state.ts';

export interface HeaderCartPopoverProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly triggerRef: RefObject<HTMLButtonElement | null>;
  readonly triggerId: string;
  readonly dialogId: string;
  /** The dialog's name (the bag button's label). */
  readonly label: string;
  readonly children?: ReactNode;
}

/**
 * The bag's popover and dialog (react-aria's Popover and Dialog), loaded the first time the header's
 * bag button opens it. The button and the open state live in the Header; this part gets them the
 * way react-aria's DialogTrigger would give them, so it behaves as it did inside a DialogTrigger
 * (focus moves into the dialog, Escape and a press outside close it, focus returns to the button).
 */
export default function HeaderCartPopover({
  isOpen,
  onOpenChange,
  triggerRef,
  triggerId,
  dialogId,
  label,
  children,
}: HeaderCartPopoverProps) {
  const state = useControlledTriggerState(isOpen, onOpenChange);
  return (
    <OverlayTriggerStateContext.Provider value={state}>
      <Popover
        trigger="DialogTrigger"
        triggerRef={triggerRef}
        aria-labelledby={triggerId}
        className="jui-header__popover jui-header__cart"
        placement="bottom end"
      >
        <Dialog id={dialogId} aria-label={label} className="jui-header__cart-dialog">
          {children}
        </Dialog>
      </Popover>
    </OverlayTriggerStateContext.Provider>
  );
}
