export {
  Header,
  HeaderPreferences,
  type HeaderPreferencesProps,
  type HeaderCountry,
  type HeaderCurrency,
  type HeaderLanguage,
  headerMessages,
  type HeaderMessages,
  type HeaderProps,
  headerStyles,
  type HeaderUser,
} from './header.tsx';
