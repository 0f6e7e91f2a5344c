import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Header } from './header.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const t = {
  en: {
    search: 'Search juices',
    placeholder: 'What would you like to drink?',
    account: 'Account of Sara',
    profile: 'My Profile',
    orders: 'My Order',
    signOut: 'Sign Out',
    signIn: 'Sign in',
    wishlist: 'Wishlist, 2 items',
    bag: 'Shopping bag, 3 items',
    other: 'العربية',
    currency: /Currency/,
    usd: 'USD',
    cart: 'Your bag: 3 items',
  },
  ar: {
    search: 'ابحث عن العصائر',
    placeholder: 'ماذا تحب أن تشرب؟',
    account: 'حساب سارة',
    profile: 'ملفي الشخصي',
    orders: 'طلباتي',
    signOut: 'تسجيل الخروج',
    signIn: 'تسجيل الدخول',
    wishlist: 'المفضلة، منتجان',
    bag: 'حقيبة التسوق، 3 منتجات',
    other: 'English',
    currency: /العملة/,
    usd: 'دولار أمريكي',
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
    profile.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([c.profile, c.orders, c.signOut]);
    await expect(items[0]).toHaveAttribute('href', '/my-account');
    await userEvent.click(within(menu).getByRole('menuitem', { name: c.signOut }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const CartOpens: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const c = t[localeOf(globals)];
    const bag = canvas.getByRole('button', { name: c.bag });
    await userEvent.click(bag);
    const dialog = await screen.findByRole('dialog', { name: c.bag });
    await expect(dialog).toHaveTextContent(c.cart);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const CurrencyChoice: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const c = t[localeOf(globals)];
    await userEvent.click(canvas.getByRole('button', { name: c.currency }));
    await userEvent.click(await screen.findByRole('option', { name: c.usd }));
    await expect(args.onCurrencyChange).toHaveBeenCalledWith('USD');
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
