import { makeIcon } from '../make-icon.tsx';

/** Points toward the inline start (left in English, right in Arabic). */
export const ChevronStartIcon = makeIcon('chevron-start', <path d="m15 5-7 7 7 7" />, { flipsInRtl: true });
