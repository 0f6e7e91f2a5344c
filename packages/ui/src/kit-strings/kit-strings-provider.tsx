import { type ReactNode, useContext, useMemo } from 'react';
import { type AddedStrings, KitStringsContext } from '../messages/kit-strings-context.ts';
import type { KitStrings } from './kit-strings.ts';

export interface KitStringsProviderProps {
  /**
   * By language (`fr`, `en`, `ar`: a locale's primary subtag), the strings of the kit's components
   * this provider adds or replaces, by table name: `{ fr: { badge: { discount: (p) => … } } }`.
   */
  readonly strings: KitStrings;
  readonly children: ReactNode;
}

/** The outer provider's strings with the inner one's laid over them, table by table. */
function mergeKitStrings(outer: AddedStrings, inner: KitStrings): AddedStrings {
  const merged: Record<string, AddedStrings[string]> = { ...outer };
  for (const [language, tables] of Object.entries(inner)) {
    if (!tables) continue;
    const into: Record<string, object | undefined> = { ...merged[language] };
    for (const [name, strings] of Object.entries(tables)) into[name] = { ...into[name], ...strings };
    merged[language] = into;
  }
  return merged;
}

/**
 * Gives every kit component below it more strings, once for the app: a whole new language, or
 * replacements for some of the kit's English or Arabic ones. A component's `messages` prop still
 * wins over the provider, and the provider over the kit's own tables; a language nobody gives
 * strings for falls back to English. Providers nest: the inner one's strings win.
 * The locale itself comes from `LocaleProvider`.
 */
export function KitStringsProvider({ strings, children }: KitStringsProviderProps) {
  const outer = useContext(KitStringsContext);
  const merged = useMemo(() => mergeKitStrings(outer, strings), [outer, strings]);
  return <KitStringsContext.Provider value={merged}>{children}</KitStringsContext.Provider>;
}
