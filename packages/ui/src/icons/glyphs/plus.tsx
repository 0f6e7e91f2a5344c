import { makeIcon } from '../make-icon.tsx';

export const PlusIcon = makeIcon('plus', <path d="M12 5v14M5 12h14" />);
