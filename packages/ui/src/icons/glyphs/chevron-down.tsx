import { makeIcon } from '../make-icon.tsx';

export const ChevronDownIcon = makeIcon('chevron-down', <path d="m5 9 7 7 7-7" />);
