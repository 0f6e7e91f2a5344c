export {
  directionOf,
  type KitLocale,
  LocaleProvider,
  type LocaleProviderProps,
  useLocale,
} from './locale-provider.tsx';
