export { directionOf, LocaleProvider, type LocaleProviderProps, useLocale } from './locale-provider.tsx';
