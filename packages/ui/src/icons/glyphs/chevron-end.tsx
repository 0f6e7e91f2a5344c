import { makeIcon } from '../make-icon.tsx';

/** Points toward the inline end (right in English, left in Arabic). */
export const ChevronEndIcon = makeIcon('chevron-end', <path d="m9 5 7 7-7 7" />, { flipsInRtl: true });
