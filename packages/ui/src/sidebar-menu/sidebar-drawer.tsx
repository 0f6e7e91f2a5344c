import { type ReactNode, type RefObject, useEffect, useEffectEvent, useRef } from 'react';
import { IconButton } from '../icon-button/index.ts';
import { CloseIcon } from '../icons/index.ts';
import { type MessageTable, useMessages } from '../messages/index.ts';
import '../theme/tokens.css';
import './sidebar-menu.css';

export interface SidebarDrawerMessages {
  readonly close: string;
}

export const sidebarDrawerMessages: MessageTable<SidebarDrawerMessages, 'sidebarDrawer'> = {
  name: 'sidebarDrawer',
  en: { close: 'Close menu' },
  ar: { close: 'إغلاق القائمة' },
};

export interface SidebarDrawerProps {
  readonly isOpen: boolean;
  /** Asked to close (Escape, the close button, a press on the backdrop). */
  readonly onClose: () => void;
  /** The dialog's accessible name, e.g. "Menu". */
  readonly label: string;
  /** The button that opened the drawer: it gets the focus back when the drawer closes by itself. */
  readonly triggerRef?: RefObject<HTMLElement | null>;
  readonly children: ReactNode;
  readonly messages?: Partial<SidebarDrawerMessages>;
  readonly className?: string;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The side menu as a modal drawer on narrow windows: a native `<dialog>` opened with showModal (the
 * page behind it is inert), sliding in from the inline start (the right in Arabic). Tab and
 * Shift+Tab stay inside it; Escape, the close button or a press on the backdrop close it and give
 * the focus back to the button that opened it. Its content mounts while it is open.
 */
export function SidebarDrawer({
  isOpen,
  onClose,
  label,
  triggerRef,
  children,
  messages: overrides,
  className,
}: SidebarDrawerProps) {
  const messages = useMessages(sidebarDrawerMessages, overrides);
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  const close = () => {
    onClose();
    triggerRef?.current?.focus();
  };
  const closeFromDialog = useEffectEvent(close);
  // Listened to on the dialog element itself: a press on its backdrop, and Tab kept inside.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const onClick = (event: MouseEvent) => {
      // The dialog box is filled by its content, so a click on the dialog itself is on the backdrop.
      if (event.target === dialog) closeFromDialog();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape closes it here rather than by the dialog's own cancel, which synthetic keys never reach.
      if (event.key === 'Escape') {
        event.preventDefault();
        closeFromDialog();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter((item) => item.checkVisibility());
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  return (
    <dialog
      ref={dialogRef}
      aria-label={label}
      data-slot="sidebar-drawer"
      className={className ? `jui-sidebar-drawer ${className}` : 'jui-sidebar-drawer'}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {isOpen ? (
        <div className="jui-sidebar-drawer__content">
          <div className="jui-sidebar-drawer__top">
            <IconButton label={messages.close} variant="ghost" onPress={close}>
              <CloseIcon />
            </IconButton>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
