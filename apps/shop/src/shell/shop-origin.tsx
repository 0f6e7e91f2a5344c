import { createContext, type ReactNode, useContext } from 'react';

/**
 * The shop's public origin (`https://juicyin.example`, no trailing slash): what absolute addresses
 * (canonical links, link previews, structured data, share links) are made from. The server provides
 * its public URL when it renders a page, and the browser the same value after hydration; `''` when
 * none is provided (the browser's own origin is used there, see `usePageOrigin`).
 */
export const ShopOriginContext = createContext('');

export function ShopOriginProvider({ origin, children }: { readonly origin: string; readonly children: ReactNode }) {
  return <ShopOriginContext value={origin.replace(/\/+$/, '')}>{children}</ShopOriginContext>;
}

/** The origin a `ShopOriginProvider` gives, or `''`. */
export function useShopOrigin(): string {
  return useContext(ShopOriginContext);
}
