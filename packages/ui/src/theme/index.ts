export { colourPairs, contrastRatio, luminance } from './palette.ts';
