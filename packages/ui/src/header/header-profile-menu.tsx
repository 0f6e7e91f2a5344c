import { useMemo, type RefObject } from 'react';
import { Menu, MenuContext, MenuItem, OverlayTriggerStateContext, Popover } from 'react-aria-components';
import { useControlledTriggerState } from './controlled-trigger-state.ts';

/** How the menu takes focus when it opens: its first or last item, or the menu itself (null). */
export type HeaderMenuFocus = 'first' | 'last' | null;

export interface HeaderProfileMenuProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly focusStrategy: HeaderMenuFocus;
  readonly triggerRef: RefObject<HTMLButtonElement | null>;
  readonly triggerId: string;
  readonly menuId: string;
  readonly profileHref: string;
  readonly ordersHref: string;
  readonly onSignOut?: (() => void) | undefined;
  readonly labels: { readonly myProfile: string; readonly myOrders: string; readonly signOut: string };
}

/**
 * The profile menu's popover and menu (react-aria's Popover and Menu), loaded the first time the
 * header's profile button opens it. The button and the open state live in the Header; this part
 * gets them the way react-aria's MenuTrigger would give them (same state context, trigger ref,
 * labelling and focus strategy), so the menu behaves as it did inside a MenuTrigger.
 */
export default function HeaderProfileMenu({
  isOpen,
  onOpenChange,
  focusStrategy,
  triggerRef,
  triggerId,
  menuId,
  profileHref,
  ordersHref,
  onSignOut,
  labels,
}: HeaderProfileMenuProps) {
  const state = useControlledTriggerState(isOpen, onOpenChange);
  // What MenuTrigger gives its Menu: the id the trigger's aria-controls names, the trigger as its
  // label, where focus goes when it opens, and how it closes after an item's action.
  const menuProps = useMemo(
    () => ({
      id: menuId,
      'aria-labelledby': triggerId,
      autoFocus: focusStrategy ?? true,
      onClose: () => onOpenChange(false),
    }),
    [menuId, triggerId, focusStrategy, onOpenChange],
  );
  return (
    <OverlayTriggerStateContext.Provider value={state}>
      <MenuContext.Provider value={menuProps}>
        <Popover
          trigger="MenuTrigger"
          triggerRef={triggerRef}
          aria-labelledby={triggerId}
          className="jui-header__popover"
          placement="bottom end"
        >
          <Menu
            className="jui-header__menu"
            onAction={(key) => {
              if (key === 'sign-out') onSignOut?.();
            }}
          >
            <MenuItem id="profile" href={profileHref} className="jui-header__menu-item">
              {labels.myProfile}
            </MenuItem>
            <MenuItem id="orders" href={ordersHref} className="jui-header__menu-item">
              {labels.myOrders}
            </MenuItem>
            <MenuItem id="sign-out" className="jui-header__menu-item">
              {labels.signOut}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuContext.Provider>
    </OverlayTriggerStateContext.Provider>
  );
}
