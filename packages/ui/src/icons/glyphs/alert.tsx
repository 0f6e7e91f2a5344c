import { makeIcon } from '../make-icon.tsx';

export const AlertIcon = makeIcon(
  'alert',
  <>
    <path d="M12 3 2 20h20L12 3Z" />
    <path d="M12 10v4M12 17v.5" />
  </>,
);
