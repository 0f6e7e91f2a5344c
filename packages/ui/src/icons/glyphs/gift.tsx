import { makeIcon } from '../make-icon.tsx';

export const GiftIcon = makeIcon(
  'gift',
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v9h14v-9M12 8v13M12 8S10.5 3 8 4s1 4 4 4Zm0 0s1.5-5 4-4-1 4-4 4Z" />
  </>,
);
