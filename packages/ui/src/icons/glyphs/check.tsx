import { makeIcon } from '../make-icon.tsx';

export const CheckIcon = makeIcon('check', <path d="m5 12.5 4.5 4.5L19 7" />);
