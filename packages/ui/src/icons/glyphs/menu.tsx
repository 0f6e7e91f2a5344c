import { makeIcon } from '../make-icon.tsx';

export const MenuIcon = makeIcon('menu', <path d="M4 6h16M4 12h16M4 18h16" />);
