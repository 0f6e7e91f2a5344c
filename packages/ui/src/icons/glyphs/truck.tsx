import { makeIcon } from '../make-icon.tsx';

export const TruckIcon = makeIcon(
  'truck',
  <>
    <path d="M2 6h11v10H2zM13 10h4l3 3v3h-7" />
    <circle cx="6" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>,
);
