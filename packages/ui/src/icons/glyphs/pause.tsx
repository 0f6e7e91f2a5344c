import { makeIcon } from '../make-icon.tsx';

export const PauseIcon = makeIcon('pause', <path d="M8 5v14M16 5v14" />);
