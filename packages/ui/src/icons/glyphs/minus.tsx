import { makeIcon } from '../make-icon.tsx';

export const MinusIcon = makeIcon('minus', <path d="M5 12h14" />);
