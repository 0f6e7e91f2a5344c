import { directionOf } from '@juicyin/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import {
  type KeyboardEvent,
  lazy,
  type ReactNode,
  type SubmitEvent,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { Button } from '../button/index.ts';
import { IconButton } from '../icon-button/index.ts';
import { CartIcon, ChevronDownIcon, GlobeIcon, HeartIcon, SearchIcon, UserIcon } from '../icons/index.ts';
import { Link } from '../link/index.ts';
import { type MessageTable, plural, type PluralForms, useMessages } from '../messages/index.ts';
import { NativeSelect } from '../native-select/index.ts';
import '../theme/tokens.css';
import '../field/field.css';
import './header.css';
import type { HeaderMenuFocus } from './header-profile-menu.tsx';

// The profile menu and the bag's popover (react-aria's Menu, Popover, Dialog and their collection,
// selection and overlay code) load the first time they open, or when the pointer or focus reaches
// their button: the header's first paint carries only the two buttons.
const loadProfileMenu = () => import('./header-profile-menu.tsx');
const loadCartPopover = () => import('./header-cart-popover.tsx');
const HeaderProfileMenu = lazy(loadProfileMenu);
const HeaderCartPopover = lazy(loadCartPopover);
const preload = (load: () => Promise<unknown>) => () => {
  load().catch(() => {
    // A failed preload is retried when the menu opens (React.lazy reports that failure).
  });
};
const preloadProfileMenu = preload(loadProfileMenu);
const preloadCartPopover = preload(loadCartPopover);

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

export const headerMessages: MessageTable<HeaderMessages, 'header'> = {
  name: 'header',
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
      // The badge shows the digit, so the name says it too (label in name, WCAG 2.5.3).
      one: (n) => `المفضلة، ${n} منتج`,
      two: (n) => `المفضلة، ${n} منتج`,
      few: (n) => `المفضلة، ${n} منتجات`,
      many: (n) => `المفضلة، ${n} منتجاً`,
      other: (n) => `المفضلة، ${n} منتج`,
    },
    bag: {
      zero: () => 'حقيبة التسوق، لا منتجات',
      // As the wishlist: the name carries the badge's digit.
      one: (n) => `حقيبة التسوق، ${n} منتج`,
      two: (n) => `حقيبة التسوق، ${n} منتج`,
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
  /** What the bag button opens (a BagDropdown). */
  readonly cart?: ReactNode;
  readonly messages?: Partial<HeaderMessages>;
  readonly className?: string;
  /**
   * What opens the site's menu (a drawer) on narrow windows, first in the bar: on a phone the
   * header is one row (menu, logo, account, wishlist, bag) over the search box, and country,
   * currency and language live in that menu (HeaderPreferences) instead of the header.
   */
  readonly menu?: ReactNode;
  /** The page shown: the profile menu and the bag's popover close when it changes (a navigation). */
  readonly currentHref?: string;
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
  menu,
  currentHref,
}: HeaderProps) {
  const { locale } = useLocale();
  const messages = useMessages(headerMessages, overrides);
  const searchId = useId();
  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    if (typeof query === 'string' && query.trim() !== '') onSearch?.(query.trim());
  };
  return (
    <header data-slot="header" data-variant={tone ?? 'light'} className={headerStyles({ tone, className })}>
      <div className="jui-header__main">
        {menu ? <div className="jui-header__menu-slot">{menu}</div> : null}
        <Link href={homeHref} className="jui-header__logo" variant="standalone">
          {logo}
        </Link>
        <form role="search" className="jui-header__search" onSubmit={search} aria-label={messages.searchLabel}>
          {/* A native search box (the kit's field look): the browser refuses it empty (required). */}
          <div
            data-slot="text-field"
            data-variant="single-line"
            className="jui-field jui-text-field jui-field--md jui-header__search-field"
          >
            <label htmlFor={searchId} className="jui-field__label">
              {messages.searchLabel}
              <span className="jui-field__required" aria-hidden="true">
                {' *'}
              </span>
            </label>
            <div className="jui-field__control jui-header__search-control">
              <input
                id={searchId}
                name="q"
                type="search"
                required
                placeholder={messages.searchPlaceholder}
                defaultValue={defaultSearch}
                className="jui-field__input"
              />
              <IconButton label={messages.searchSubmit} type="submit" size="sm">
                <SearchIcon />
              </IconButton>
            </div>
          </div>
        </form>
        <HeaderPreferences
          className="jui-header__preferences"
          country={country}
          onCountryChange={onCountryChange}
          currency={currency}
          onCurrencyChange={onCurrencyChange}
          language={language}
          onLanguageChange={onLanguageChange}
          messages={overrides}
        />
        <div className="jui-header__actions">
          {user ? (
            <HeaderProfile
              name={user.firstName}
              label={messages.account(user.firstName)}
              profileHref={profileHref}
              ordersHref={ordersHref}
              onSignOut={onSignOut}
              labels={messages}
              currentHref={currentHref}
            />
          ) : onSignIn ? (
            <Button variant="ghost" size="sm" onPress={onSignIn} className="jui-header__sign-in">
              <UserIcon size="sm" />
              <span className="jui-header__sign-in-label">{messages.signIn}</span>
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
          <HeaderCart label={plural(locale, cartCount, messages.bag)} count={cartCount} currentHref={currentHref}>
            {cart}
          </HeaderCart>
        </div>
      </div>
    </header>
  );
}

export type HeaderPreferencesProps = Pick<
  HeaderProps,
  'country' | 'onCountryChange' | 'currency' | 'onCurrencyChange' | 'language' | 'onLanguageChange' | 'messages'
> & { readonly className?: string };

/**
 * Country, currency and the language switch: in the header from tablet width up (compact, one
 * row on a desktop), and in the site's menu drawer on a phone.
 */
export function HeaderPreferences({
  country,
  onCountryChange,
  currency,
  onCurrencyChange,
  language,
  onLanguageChange,
  messages: overrides,
  className,
}: HeaderPreferencesProps) {
  const messages = useMessages(headerMessages, overrides);
  const otherLanguage: HeaderLanguage = language === 'ar' ? 'en' : 'ar';
  return (
    <div className={className ? `jui-header-preferences ${className}` : 'jui-header-preferences'}>
      <NativeSelect
        label={messages.country}
        className="jui-header-preferences__select"
        options={countries.map((id) => ({ id, label: messages.countries[id] }))}
        value={country}
        onChange={(next) => onCountryChange?.(next)}
      />
      <NativeSelect
        label={messages.currency}
        className="jui-header-preferences__select"
        options={currencies.map((id) => ({ id, label: messages.currencies[id] }))}
        value={currency}
        onChange={(next) => onCurrencyChange?.(next)}
      />
      <Button
        variant="ghost"
        size="sm"
        onPress={() => onLanguageChange?.(otherLanguage)}
        className="jui-header-preferences__language"
      >
        <GlobeIcon size="sm" />
        <span lang={otherLanguage} dir={directionOf(otherLanguage)}>
          {messages.otherLanguage}
        </span>
      </Button>
    </div>
  );
}

/**
 * The open state of a popup the header owns, and whether its lazy part has been asked for yet. A
 * popup is open on the page where it was opened: when `currentHref` changes it is closed.
 */
function usePopupState<F>(initialFocus: F, currentHref: string | undefined) {
  const [popup, setPopup] = useState({ isOpen: false, focus: initialFocus, isLoaded: false, openedOn: currentHref });
  const open = useCallback(
    (focus: F) => setPopup({ isOpen: true, focus, isLoaded: true, openedOn: currentHref }),
    [currentHref],
  );
  const toggle = useCallback(
    (focus: F) =>
      setPopup((current) => ({
        isOpen: !(current.isOpen && current.openedOn === currentHref),
        focus,
        isLoaded: true,
        openedOn: currentHref,
      })),
    [currentHref],
  );
  const setOpen = useCallback(
    (isOpen: boolean) =>
      setPopup((current) => ({
        ...current,
        isOpen,
        focus: isOpen ? current.focus : initialFocus,
        openedOn: currentHref,
      })),
    [initialFocus, currentHref],
  );
  return { ...popup, isOpen: popup.isOpen && popup.openedOn === currentHref, open, toggle, setOpen };
}

interface HeaderProfileProps {
  readonly name: string;
  readonly label: string;
  readonly profileHref: string;
  readonly ordersHref: string;
  readonly onSignOut?: (() => void) | undefined;
  readonly labels: { readonly myProfile: string; readonly myOrders: string; readonly signOut: string };
  readonly currentHref: string | undefined;
}

/**
 * The profile button and, once opened, its menu. The button does what react-aria's MenuTrigger
 * does: a mouse or pen opens the menu on press start (the menu itself takes focus), touch toggles
 * it on press, Enter, Space and ArrowDown open it on the first item, ArrowUp on the last.
 */
function HeaderProfile({ name, label, profileHref, ordersHref, onSignOut, labels, currentHref }: HeaderProfileProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const menuId = useId();
  const menu = usePopupState<HeaderMenuFocus>(null, currentHref);
  const focusTrigger = () => triggerRef.current?.focus({ preventScroll: true });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') menu.open(event.key === 'ArrowUp' ? 'last' : 'first');
      else menu.toggle('first');
    }
  };
  return (
    <>
      <AriaButton
        ref={triggerRef}
        id={triggerId}
        className="jui-header__profile"
        aria-label={label}
        aria-haspopup="true"
        aria-expanded={menu.isOpen}
        aria-controls={menu.isOpen ? menuId : undefined}
        preventFocusOnPress
        onHoverStart={preloadProfileMenu}
        onFocus={preloadProfileMenu}
        onPressStart={(event) => {
          if (event.pointerType === 'touch' || event.pointerType === 'keyboard') return;
          // The trigger has focus before the menu opens, so the menu gives it back when it closes.
          focusTrigger();
          // A screen reader's virtual click lands on the first item; a mouse focuses the menu itself.
          menu.open(event.pointerType === 'virtual' ? 'first' : null);
        }}
        onPress={(event) => {
          if (event.pointerType !== 'touch') return;
          focusTrigger();
          menu.toggle(null);
        }}
        onKeyDown={onKeyDown}
      >
        <UserIcon size="md" />
        <span className="jui-header__profile-name" aria-hidden="true">
          {name}
        </span>
        <ChevronDownIcon size="sm" />
      </AriaButton>
      {menu.isLoaded ? (
        <Suspense fallback={null}>
          <HeaderProfileMenu
            isOpen={menu.isOpen}
            onOpenChange={menu.setOpen}
            focusStrategy={menu.focus}
            triggerRef={triggerRef}
            triggerId={triggerId}
            menuId={menuId}
            profileHref={profileHref}
            ordersHref={ordersHref}
            onSignOut={onSignOut}
            labels={labels}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The bag button and, once opened, its popover with the cart (as react-aria's DialogTrigger). */
function HeaderCart({
  label,
  count,
  currentHref,
  children,
}: {
  label: string;
  count: number;
  currentHref: string | undefined;
  children: ReactNode;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const dialogId = useId();
  const popover = usePopupState<null>(null, currentHref);
  return (
    <>
      <IconButton
        ref={triggerRef}
        id={triggerId}
        label={label}
        count={count > 0 ? count : undefined}
        aria-haspopup="dialog"
        aria-expanded={popover.isOpen}
        aria-controls={popover.isOpen ? dialogId : undefined}
        onHoverStart={preloadCartPopover}
        onFocus={preloadCartPopover}
        onPress={() => popover.toggle(null)}
      >
        <CartIcon />
      </IconButton>
      {popover.isLoaded ? (
        <Suspense fallback={null}>
          <HeaderCartPopover
            isOpen={popover.isOpen}
            onOpenChange={popover.setOpen}
            triggerRef={triggerRef}
            triggerId={triggerId}
            dialogId={dialogId}
            label={label}
          >
            {children}
          </HeaderCartPopover>
        </Suspense>
      ) : null}
    </>
  );
}
