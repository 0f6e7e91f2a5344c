import { makeIcon } from '../make-icon.tsx';

export const FilterIcon = makeIcon('filter', <path d="M3 5h18l-7 8.5V19l-4 2v-7.5L3 5Z" />);
