import { makeIcon } from '../make-icon.tsx';

export const EyeIcon = makeIcon(
  'eye',
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
