import { makeIcon } from '../make-icon.tsx';

/** Points toward the inline start. */
export const ArrowStartIcon = makeIcon('arrow-start', <path d="M20 12H4m6-6-6 6 6 6" />, { flipsInRtl: true });
