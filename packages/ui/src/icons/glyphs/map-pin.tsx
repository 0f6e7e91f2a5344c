import { makeIcon } from '../make-icon.tsx';

export const MapPinIcon = makeIcon(
  'map-pin',
  <>
    <path d="M12 21s7-6.2 7-11.5a7 7 0 0 0-14 0C5 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
