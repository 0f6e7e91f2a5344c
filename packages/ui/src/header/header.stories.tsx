import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Header } from './header.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const t = {
  en: {
    search: 'Search juices',
    submit: 'Search',
    placeholder: 'What would you like to drink?',
    account: 'Account of Sara',
    profile: 'My Profile',
    orders: 'My Order',
    signOut: 'Sign Out',
    signIn: 'Sign in',
    wishlist: 'Wishlist, 2 items',
    bag: 'Shopping bag, 3 items',
    other: 'العربية',
    currency: 'Currency',
    usd: 'USD',
    country: 'Deliver to',
    uae: 'UAE',
    cart: 'Your bag: 3 items',
  },
  ar: {
    search: 'ابحث عن العصائر',
    submit: 'بحث',
    placeholder: 'ماذا تحب أن تشرب؟',
    account: 'حساب سارة',
    profile: 'ملفي الشخصي',
    orders: 'طلباتي',
    signOut: 'تسجيل الخروج',
    signIn: 'تسجيل الدخول',
    wishlist: 'المفضلة، 2 منتج',
    bag: 'حقيبة التسوق، 3 منتجات',
    other: 'English',
    currency: 'العملة',
    usd: 'دولار أمريكي',
    country: 'التوصيل إلى',
    uae: 'الإمارات',
    cart: 'حقيبتك: 3 منتجات',
  },
};

const meta = {
  title: 'Shop/Header',
  component: Header,
  args: {
    logo: 'Juicyin',
    country: 'sa',
    currency: 'SAR',
    language: 'en',
    user: { firstName: 'Sara' },
    wishlistCount: 2,
    cartCount: 3,
    onSearch: fn(),
    onSignOut: fn(),
    onSignIn: fn(),
    onLanguageChange: fn(),
    onCurrencyChange: fn(),
    onCountryChange: fn(),
  },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    return (
      <Header
        {...args}
        language={locale}
        user={args.user ? { firstName: locale === 'ar' ? 'سارة' : 'Sara' } : null}
        cart={<p style={{ padding: '1rem' }}>{t[locale].cart}</p>}
      />
    );
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const locale = localeOf(globals);
    const c = t[locale];
    const search = canvas.getByRole('searchbox', { name: c.search });
    await expect(search).toBeRequired();
    await expect(search).toHaveAttribute('placeholder', c.placeholder);
    // An empty search is refused (the box is required); a blank one is not sent either.
    await userEvent.click(canvas.getByRole('button', { name: c.submit }));
    await userEvent.type(search, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.clear(search);
    await userEvent.type(search, 'mango{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('mango');
    await expect(canvas.getByRole('link', { name: c.wishlist })).toHaveAttribute('href', '/wishlist');
    await userEvent.click(canvas.getByRole('button', { name: c.other }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith(locale === 'ar' ? 'en' : 'ar');
  },
};

export const ProfileMenu: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const c = t[localeOf(globals)];
    const profile = canvas.getByRole('button', { name: c.account });
    await expect(profile).toHaveAttribute('aria-haspopup', 'true');
    await expect(profile).toHaveAttribute('aria-expanded', 'false');
    profile.focus();
    await userEvent.keyboard('{Enter}');
    // The menu's code loads on first open; the keyboard opens it on its first item.
    const menu = await screen.findByRole('menu', { name: c.account });
    await expect(profile).toHaveAttribute('aria-expanded', 'true');
    await expect(profile).toHaveAttribute('aria-controls', menu.id);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([c.profile, c.orders, c.signOut]);
    await expect(items[0]).toHaveAttribute('href', '/my-account');
    await expect(items[1]).toHaveAttribute('href', '/order-page');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.click(within(menu).getByRole('menuitem', { name: c.signOut }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(profile).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ProfileMenuKeyboard: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const c = t[localeOf(globals)];
    const profile = canvas.getByRole('button', { name: c.account });
    profile.focus();
    // ArrowUp opens on the last item, Escape closes and gives focus back to the button.
    await userEvent.keyboard('{ArrowUp}');
    const menu = await screen.findByRole('menu', { name: c.account });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: c.signOut })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Focus goes back to the trigger once the overlay has gone (react-aria restores it after a frame).
    await waitFor(() => expect(profile).toHaveFocus());
    // ArrowDown opens on the first item; ArrowDown moves to the next one.
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await screen.findByRole('menu', { name: c.account });
    await waitFor(() => expect(within(reopened).getByRole('menuitem', { name: c.profile })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(reopened).getByRole('menuitem', { name: c.orders })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Focus goes back to the trigger once the overlay has gone (react-aria restores it after a frame).
    await waitFor(() => expect(profile).toHaveFocus());
    // Space opens it too.
    await userEvent.keyboard(' ');
    const third = await screen.findByRole('menu', { name: c.account });
    await waitFor(() => expect(within(third).getByRole('menuitem', { name: c.profile })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const ProfileMenuPointer: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const c = t[localeOf(globals)];
    const profile = canvas.getByRole('button', { name: c.account });
    await userEvent.click(profile);
    // A mouse opens the menu with the menu itself focused, not an item.
    const menu = await screen.findByRole('menu', { name: c.account });
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Focus goes back to the trigger once the overlay has gone (react-aria restores it after a frame).
    await waitFor(() => expect(profile).toHaveFocus());
  },
};

export const CartOpens: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const c = t[localeOf(globals)];
    const bag = canvas.getByRole('button', { name: c.bag });
    await expect(bag).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(bag).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bag);
    // The popover's code loads on first open; focus moves into the dialog.
    const dialog = await screen.findByRole('dialog', { name: c.bag });
    await expect(dialog).toHaveTextContent(c.cart);
    await expect(bag).toHaveAttribute('aria-expanded', 'true');
    await expect(bag).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the trigger once the overlay has gone (react-aria restores it after a frame).
    await waitFor(() => expect(bag).toHaveFocus());
    await expect(bag).toHaveAttribute('aria-expanded', 'false');
    // The keyboard opens it again.
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog', { name: c.bag })).toHaveTextContent(c.cart);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const CurrencyChoice: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const c = t[localeOf(globals)];
    const currency = canvas.getByRole('combobox', { name: c.currency });
    await expect(currency).toHaveValue('SAR');
    await userEvent.selectOptions(currency, c.usd);
    await expect(args.onCurrencyChange).toHaveBeenCalledWith('USD');
  },
};

export const CountryChoice: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const c = t[localeOf(globals)];
    const country = canvas.getByRole('combobox', { name: c.country });
    await expect(country).toHaveValue('sa');
    await userEvent.selectOptions(country, c.uae);
    await expect(args.onCountryChange).toHaveBeenCalledWith('ae');
  },
};

export const Visitor: Story = {
  args: { user: null, wishlistCount: 0, cartCount: 0 },
  play: async ({ canvas, userEvent, globals, args }) => {
    const c = t[localeOf(globals)];
    await userEvent.click(canvas.getByRole('button', { name: c.signIn }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: c.account })).not.toBeInTheDocument();
  },
};
