export {
  MegaMenu,
  type MegaMenuItem,
  type MegaMenuLink,
  megaMenuMessages,
  type MegaMenuMessages,
  type MegaMenuProduct,
  type MegaMenuProps,
  megaMenuStyles,
} from './mega-menu.tsx';
