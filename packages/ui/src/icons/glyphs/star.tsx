import { makeIcon } from '../make-icon.tsx';

/** The star's outline in a 24×24 box; the rating draws its row of stars from it. */
export const STAR_PATH = 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9L12 3Z';

export const StarIcon = makeIcon('star', <path d={STAR_PATH} />);
