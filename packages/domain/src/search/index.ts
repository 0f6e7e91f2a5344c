export { normalizeSearchText } from './normalize.ts';
