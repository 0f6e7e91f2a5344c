import { makeIcon } from '../make-icon.tsx';

export const BagIcon = makeIcon(
  'bag',
  <>
    <path d="M5 8h14l-1 12H6L5 8Z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </>,
);
