export {
  SidebarMenu,
  type SidebarMenuGroup,
  type SidebarMenuLink,
  type SidebarMenuProps,
  sidebarMenuStyles,
} from './sidebar-menu.tsx';
export {
  SidebarDrawer,
  sidebarDrawerMessages,
  type SidebarDrawerMessages,
  type SidebarDrawerProps,
} from './sidebar-drawer.tsx';
