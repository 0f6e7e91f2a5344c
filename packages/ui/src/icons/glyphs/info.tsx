import { makeIcon } from '../make-icon.tsx';

export const InfoIcon = makeIcon(
  'info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </>,
);
