import { Header, type HeaderCountry, type HeaderProps } from '@juicyin/ui/header';
import { useLocation, useNavigate, useSearchParams } from '../router/hooks.ts';
import { useMessages } from '../i18n/messages-provider.tsx';
import type { Preferences } from '../preferences/preferences.ts';
import { usePreferences } from '../preferences/use-preferences.ts';
import { searchPath } from '../paths.ts';

/** What the signed-in part of the header shows: the shopper, sign in/out, the wishlist and the bag. */
export type HeaderSession = Pick<
  HeaderProps,
  'user' | 'onSignIn' | 'onSignOut' | 'wishlistCount' | 'cartCount' | 'cart' | 'profileHref' | 'ordersHref'
>;

const toHeaderCountry: Record<Preferences['country'], HeaderCountry> = { SA: 'sa', AE: 'ae', INTL: 'international' };
const fromHeaderCountry: Record<HeaderCountry, Preferences['country']> = { sa: 'SA', ae: 'AE', international: 'INTL' };

/** The header's country, currency and language props, read from and written to the preferences. */
export function usePreferenceProps() {
  const [preferences, setPreferences] = usePreferences();
  return {
    country: toHeaderCountry[preferences.country],
    onCountryChange: (country: HeaderCountry) => setPreferences({ country: fromHeaderCountry[country] }),
    currency: preferences.currency,
    onCurrencyChange: (currency: Preferences['currency']) => setPreferences({ currency }),
    language: preferences.language,
    onLanguageChange: (language: Preferences['language']) => setPreferences({ language }),
  };
}

/**
 * The kit's Header wired to the shop: country, currency and language are the shopper's preferences
 * (kept across visits), the search box leads to `/search?q=`. The session part (profile menu or
 * Sign in, wishlist count, bag and its dropdown) and the Menu button come from the caller.
 */
export function ShopHeader(session: HeaderSession & Pick<HeaderProps, 'menu'>) {
  const t = useMessages();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const query = search.get('q') ?? '';
  const preferences = usePreferenceProps();
  return (
    <Header
      key={query}
      logo={<span className="shop-logo">{t('shell.brand')}</span>}
      {...preferences}
      currentHref={pathname}
      defaultSearch={query}
      onSearch={(q) => void navigate(searchPath(q))}
      {...session}
    />
  );
}
