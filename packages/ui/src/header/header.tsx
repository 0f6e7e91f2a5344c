import { directionOf } from '@juicyin/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Form,
  type FormProps,
  type Key,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  useLocale,
} from 'react-aria-components';
import { Button } from '../button/index.ts';
import { IconButton } from '../icon-button/index.ts';
import { CartIcon, ChevronDownIcon, GlobeIcon, HeartIcon, SearchIcon, UserIcon } from '../icons/index.ts';
import { Link } from '../link/index.ts';
import { type MessageTable, plural, type PluralForms, useMessages } from '../messages/index.ts';
import { Select } from '../select/index.ts';
import { TextField } from '../text-field/index.ts';
import '../theme/tokens.css';
import './header.css';

export type HeaderCountry = 'sa' | 'ae' | 'international';
export type HeaderCurrency = 'SAR' | 'USD' | 'EUR';
export type HeaderLanguage = 'en' | 'ar';

export interface HeaderMessages {
  readonly country: string;
  readonly countries: Readonly<Record<HeaderCountry, string>>;
  readonly currency: string;
  readonly currencies: Readonly<Record<HeaderCurrency, string>>;
  /** The link to the other language, written in that language. */
  readonly otherLanguage: string;
  readonly searchLabel: string;
  readonly searchPlaceholder: string;
  readonly searchSubmit: string;
  readonly account: (name: string) => string;
  readonly signIn: string;
  readonly myProfile: string;
  readonly myOrders: string;
  readonly signOut: string;
  readonly wishlist: PluralForms;
  readonly bag: PluralForms;
}

export const headerMessages: MessageTable<HeaderMessages> = {
  en: {
    country: 'Deliver to',
    countries: { sa: 'Saudi', ae: 'UAE', international: 'International' },
    currency: 'Currency',
    currencies: { SAR: 'SAR', USD: 'USD', EUR: 'EUR' },
    otherLanguage: 'العربية',
    searchLabel: 'Search juices',
    searchPlaceholder: 'What would you like to drink?',
    searchSubmit: 'Search',
    account: (name) => `Account of ${name}`,
    signIn: 'Sign in',
    myProfile: 'My Profile',
    myOrders: 'My Order',
    signOut: 'Sign Out',
    wishlist: { one: (n) => `Wishlist, ${n} item`, other: (n) => `Wishlist, ${n} items` },
    bag: { one: (n) => `Shopping bag, ${n} item`, other: (n) => `Shopping bag, ${n} items` },
  },
  ar: {
    country: 'التوصيل إلى',
    countries: { sa: 'السعودية', ae: 'الإمارات', international: 'دولي' },
    currency: 'العملة',
    currencies: { SAR: 'ريال سعودي', USD: 'دولار أمريكي', EUR: 'يورو' },
    otherLanguage: 'English',
    searchLabel: 'ابحث عن العصائر',
    searchPlaceholder: 'ماذا تحب أن تشرب؟',
    searchSubmit: 'بحث',
    account: (name) => `حساب ${name}`,
    signIn: 'تسجيل الدخول',
    myProfile: 'ملفي الشخصي',
    myOrders: 'طلباتي',
    signOut: 'تسجيل الخروج',
    wishlist: {
      zero: () => 'المفضلة، لا منتجات',
      one: () => 'المفضلة، منتج واحد',
      two: () => 'المفضلة، منتجان',
      few: (n) => `المفضلة، ${n} منتجات`,
      many: (n) => `المفضلة، ${n} منتجاً`,
      other: (n) => `المفضلة، ${n} منتج`,
    },
    bag: {
      zero: () => 'حقيبة التسوق، لا منتجات',
      one: () => 'حقيبة التسوق، منتج واحد',
      two: () => 'حقيبة التسوق، منتجان',
      few: (n) => `حقيبة التسوق، ${n} منتجات`,
      many: (n) => `حقيبة التسوق، ${n} منتجاً`,
      other: (n) => `حقيبة التسوق، ${n} منتج`,
    },
  },
};

export const headerStyles = cva('jui-header', {
  variants: { tone: { light: 'jui-header--light', brand: 'jui-header--brand' } },
  defaultVariants: { tone: 'light' },
});

export interface HeaderUser {
  readonly firstName: string;
}

export interface HeaderProps extends VariantProps<typeof headerStyles> {
  /** The brand mark, linking home. */
  readonly logo: ReactNode;
  readonly homeHref?: string;
  readonly country: HeaderCountry;
  readonly onCountryChange?: (country: HeaderCountry) => void;
  readonly currency: HeaderCurrency;
  readonly onCurrencyChange?: (currency: HeaderCurrency) => void;
  /** The language of the page; the switch offers the other one. */
  readonly language: HeaderLanguage;
  readonly onLanguageChange?: (language: HeaderLanguage) => void;
  readonly defaultSearch?: string;
  readonly onSearch?: (query: string) => void;
  /** The signed-in shopper, or null for a visitor (who gets "Sign in" when `onSignIn` is given). */
  readonly user: HeaderUser | null;
  /** Opens sign-in; without it a visitor sees no "Sign in" button (never a button that does nothing). */
  readonly onSignIn?: () => void;
  readonly onSignOut?: () => void;
  readonly profileHref?: string;
  readonly ordersHref?: string;
  readonly wishlistHref?: string;
  readonly wishlistCount?: number;
  readonly cartCount?: number;
  /** What the bag button opens (a CartDropdown). */
  readonly cart?: ReactNode;
  readonly messages?: Partial<HeaderMessages>;
  readonly className?: string;
}

const countries: readonly HeaderCountry[] = ['sa', 'ae', 'international'];
const currencies: readonly HeaderCurrency[] = ['SAR', 'USD', 'EUR'];

/**
 * The shop's header: country (Saudi, UAE, International), currency (SAR, USD, EUR), the language
 * switch, the required search box, the profile menu (My Profile, My Order, Sign Out) or Sign in,
 * the wishlist with its count and the bag button that opens the cart dropdown.
 */
export function Header({
  logo,
  homeHref = '/',
  country,
  onCountryChange,
  currency,
  onCurrencyChange,
  language,
  onLanguageChange,
  defaultSearch = '',
  onSearch,
  user,
  onSignIn,
  onSignOut,
  profileHref = '/my-account',
  ordersHref = '/order-page',
  wishlistHref = '/wishlist',
  wishlistCount = 0,
  cartCount = 0,
  cart,
  tone,
  messages: overrides,
  className,
}: HeaderProps) {
  const { locale } = useLocale();
  const messages = useMessages(headerMessages, overrides);
  const search: NonNullable<FormProps['onSubmit']> = (event) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    if (typeof query === 'string' && query.trim() !== '') onSearch?.(query.trim());
  };
  const otherLanguage: HeaderLanguage = language === 'ar' ? 'en' : 'ar';

  return (
    <header data-slot="header" data-variant={tone ?? 'light'} className={headerStyles({ tone, className })}>
      <div className="jui-header__bar">
        <Select
          label={messages.country}
          size="md"
          className="jui-header__select"
          options={countries.map((id) => ({ id, label: messages.countries[id] }))}
          value={country}
          onChange={(key: Key | null) => {
            if (key === 'sa' || key === 'ae' || key === 'international') onCountryChange?.(key);
          }}
        />
        <Select
          label={messages.currency}
          className="jui-header__select"
          options={currencies.map((id) => ({ id, label: messages.currencies[id] }))}
          value={currency}
          onChange={(key: Key | null) => {
            if (key === 'SAR' || key === 'USD' || key === 'EUR') onCurrencyChange?.(key);
          }}
        />
        <Button
          variant="ghost"
          size="sm"
          onPress={() => onLanguageChange?.(otherLanguage)}
          className="jui-header__language"
        >
          <GlobeIcon size="sm" />
          <span lang={otherLanguage} dir={directionOf(otherLanguage)}>
            {messages.otherLanguage}
          </span>
        </Button>
      </div>
      <div className="jui-header__main">
        <Link href={homeHref} className="jui-header__logo" variant="standalone">
          {logo}
        </Link>
        <Form role="search" className="jui-header__search" onSubmit={search} aria-label={messages.searchLabel}>
          <TextField
            name="q"
            type="search"
            label={messages.searchLabel}
            placeholder={messages.searchPlaceholder}
            isRequired
            defaultValue={defaultSearch}
            className="jui-header__search-field"
            inlineEnd={
              <IconButton label={messages.searchSubmit} type="submit" size="sm">
                <SearchIcon />
              </IconButton>
            }
          />
        </Form>
        <div className="jui-header__actions">
          {user ? (
            <MenuTrigger>
              <AriaButton className="jui-header__profile" aria-label={messages.account(user.firstName)}>
                <UserIcon size="md" />
                <span className="jui-header__profile-name" aria-hidden="true">
                  {user.firstName}
                </span>
                <ChevronDownIcon size="sm" />
              </AriaButton>
              <Popover className="jui-header__popover" placement="bottom end">
                <Menu
                  className="jui-header__menu"
                  onAction={(key) => {
                    if (key === 'sign-out') onSignOut?.();
                  }}
                >
                  <MenuItem id="profile" href={profileHref} className="jui-header__menu-item">
                    {messages.myProfile}
                  </MenuItem>
                  <MenuItem id="orders" href={ordersHref} className="jui-header__menu-item">
                    {messages.myOrders}
                  </MenuItem>
                  <MenuItem id="sign-out" className="jui-header__menu-item">
                    {messages.signOut}
                  </MenuItem>
                </Menu>
              </Popover>
            </MenuTrigger>
          ) : onSignIn ? (
            <Button variant="ghost" size="sm" onPress={onSignIn}>
              <UserIcon size="sm" />
              {messages.signIn}
            </Button>
          ) : null}
          <Link
            href={wishlistHref}
            className="jui-header__icon-link"
            variant="standalone"
            aria-label={plural(locale, wishlistCount, messages.wishlist)}
          >
            <HeartIcon size="md" />
            {wishlistCount > 0 ? (
              <span className="jui-header__count" aria-hidden="true">
                {wishlistCount > 99 ? '99+' : wishlistCount}
              </span>
            ) : null}
          </Link>
          <DialogTrigger>
            <IconButton label={plural(locale, cartCount, messages.bag)} count={cartCount > 0 ? cartCount : undefined}>
              <CartIcon />
            </IconButton>
            <Popover className="jui-header__popover jui-header__cart" placement="bottom end">
              <Dialog aria-label={plural(locale, cartCount, messages.bag)} className="jui-header__cart-dialog">
                {cart}
              </Dialog>
            </Popover>
          </DialogTrigger>
        </div>
      </div>
    </header>
  );
}
