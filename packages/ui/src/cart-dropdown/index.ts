export {
  CartDropdown,
  cartDropdownMessages,
  type CartDropdownMessages,
  type CartDropdownProps,
  cartDropdownStyles,
  type CartLine,
} from './cart-dropdown.tsx';
