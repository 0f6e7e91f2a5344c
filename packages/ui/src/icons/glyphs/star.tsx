import { makeIcon } from '../make-icon.tsx';

/** The star's outline after its first point, in relative steps, so that a row can repeat it. */
export const STAR_STEPS = '2.8 5.7 6.2.9-4.5 4.4 1.1 6.2-5.6-2.9-5.6 2.9 1.1-6.2-4.5-4.4 6.2-.9z';

export const StarIcon = makeIcon('star', <path d={`m12 3 ${STAR_STEPS}`} />);
