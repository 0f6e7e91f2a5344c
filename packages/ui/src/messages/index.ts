export {
  formatNumber,
  type KitLanguage,
  languageOf,
  type MessageTable,
  plural,
  pluralCategory,
  type PluralForms,
  useMessages,
} from './messages.ts';
