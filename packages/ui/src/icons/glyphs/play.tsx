import { makeIcon } from '../make-icon.tsx';

export const PlayIcon = makeIcon('play', <path d="M7 5v14l12-7L7 5Z" />);
