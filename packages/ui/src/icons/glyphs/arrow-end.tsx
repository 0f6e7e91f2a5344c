import { makeIcon } from '../make-icon.tsx';

/** Points toward the inline end. */
export const ArrowEndIcon = makeIcon('arrow-end', <path d="M4 12h16m-6-6 6 6-6 6" />, { flipsInRtl: true });
