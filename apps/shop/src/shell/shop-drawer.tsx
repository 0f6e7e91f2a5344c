import { HeaderPreferences } from '@juicyin/ui/header';
import { SidebarDrawer, SidebarMenu, type SidebarMenuGroup } from '@juicyin/ui/sidebar-menu';
import type { RefObject } from 'react';
import { useMessages } from '../i18n/messages-provider.tsx';
import { usePreferenceProps } from './shop-header.tsx';

export interface ShopDrawerProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** The header's Menu button: it gets the focus back when the drawer closes. */
  readonly triggerRef: RefObject<HTMLButtonElement | null>;
  readonly groups: readonly SidebarMenuGroup[];
  readonly currentHref: string;
}

/** Country, currency and language (the shopper's preferences) as the phone's menu drawer shows them. */
function ShopPreferences() {
  const preferences = usePreferenceProps();
  return <HeaderPreferences {...preferences} className="shop-drawer__preferences" />;
}

/**
 * The phone's menu drawer: the shopper's preferences and the side menu in the kit's SidebarDrawer.
 * The shop layout loads this module the first time Menu is pressed (or when the pointer or focus
 * reaches Menu), so a page's first paint carries only the button.
 */
export function ShopDrawer({ isOpen, onClose, triggerRef, groups, currentHref }: ShopDrawerProps) {
  const t = useMessages();
  return (
    <SidebarDrawer isOpen={isOpen} onClose={onClose} label={t('shell.menu')} triggerRef={triggerRef}>
      <ShopPreferences />
      <SidebarMenu label={t('shell.menu')} groups={groups} currentHref={currentHref} defaultExpanded={['products']} />
    </SidebarDrawer>
  );
}
