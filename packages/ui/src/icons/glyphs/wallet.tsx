import { makeIcon } from '../make-icon.tsx';

export const WalletIcon = makeIcon(
  'wallet',
  <>
    <path d="M4 6h15a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6Zm0 0 12-3v3" />
    <path d="M16 13h4" />
  </>,
);
