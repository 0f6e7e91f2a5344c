export { directionOf, RTL_LANGUAGES, type TextDirection } from './direction.ts';
