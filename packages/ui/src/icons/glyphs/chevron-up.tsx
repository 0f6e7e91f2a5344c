import { makeIcon } from '../make-icon.tsx';

export const ChevronUpIcon = makeIcon('chevron-up', <path d="m5 15 7-7 7 7" />);
