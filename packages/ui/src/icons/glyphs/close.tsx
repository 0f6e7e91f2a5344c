import { makeIcon } from '../make-icon.tsx';

export const CloseIcon = makeIcon('close', <path d="M6 6l12 12M18 6 6 18" />);
