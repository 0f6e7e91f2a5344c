export {
  SidebarMenu,
  type SidebarMenuGroup,
  type SidebarMenuLink,
  type SidebarMenuProps,
  sidebarMenuStyles,
} from './sidebar-menu.tsx';
