import { createContext } from 'react';

/**
 * Strings a `KitStringsProvider` lays over the kit's own tables: language (`fr`, `en`) → a
 * table's name (`badge`) → the strings it replaces or adds. The provider's props type them.
 */
export type AddedStrings = Readonly<Record<string, Readonly<Record<string, object | undefined>> | undefined>>;

/** What the nearest `KitStringsProvider` gives; none by default. */
export const KitStringsContext = createContext<AddedStrings>({});
