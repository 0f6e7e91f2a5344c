export {
  BagDropdown,
  bagDropdownMessages,
  type BagDropdownMessages,
  type BagDropdownProps,
  bagDropdownStyles,
  type BagLine,
} from './bag-dropdown.tsx';
