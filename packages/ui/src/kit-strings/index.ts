export {
  type KitLanguageStrings,
  type KitStrings,
  type KitStringsName,
  type PartialKitLanguageStrings,
} from './kit-strings.ts';
export { KitStringsProvider, type KitStringsProviderProps } from './kit-strings-provider.tsx';
