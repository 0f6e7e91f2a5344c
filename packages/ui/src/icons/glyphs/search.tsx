import { makeIcon } from '../make-icon.tsx';

export const SearchIcon = makeIcon(
  'search',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.4-4.4" />
  </>,
);
