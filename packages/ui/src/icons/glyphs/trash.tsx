import { makeIcon } from '../make-icon.tsx';

export const TrashIcon = makeIcon(
  'trash',
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 13h10l1-13M9 7V4h6v3" />
  </>,
);
