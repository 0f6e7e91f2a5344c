export { directionOf, RTL_LANGUAGES, type TextDirection } from './direction.ts';
export { dateTimeFormat, listFormat, numberFormat, pluralRules } from './intl-formats.ts';
