import { makeIcon } from '../make-icon.tsx';

export const LogOutIcon = makeIcon(
  'log-out',
  <>
    <path d="M9 20H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h4" />
    <path d="M15 16l4-4-4-4M19 12H9" />
  </>,
  { flipsInRtl: true },
);
