import type { PrimitiveType } from 'intl-messageformat';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { formatMessage, type Language, type MessageKey } from './messages.ts';

type Translate = (key: MessageKey, values?: Record<string, PrimitiveType>) => string;

const MessagesContext = createContext<Translate | null>(null);
const LanguageContext = createContext<Language | null>(null);

export function MessagesProvider({
  language,
  children,
}: {
  readonly language: Language;
  readonly children: ReactNode;
}) {
  const t = useCallback<Translate>((key, values) => formatMessage(language, key, values), [language]);
  return (
    <LanguageContext value={language}>
      <MessagesContext value={t}>{children}</MessagesContext>
    </LanguageContext>
  );
}

/** `t('bag.items', { count })`: the shop's texts in the active language. */
export function useMessages(): Translate {
  const t = useContext(MessagesContext);
  if (!t) throw new Error('useMessages needs a <MessagesProvider> above it');
  return t;
}

/** The language the shop is shown in (to pick the `en` or `ar` text of API data). */
export function useLanguage(): Language {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('useLanguage needs a <MessagesProvider> above it');
  return language;
}
