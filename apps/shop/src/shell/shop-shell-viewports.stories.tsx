import { handlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShopLayout } from '../app/shop-layout.tsx';
import { categoryPath, homePath } from '../paths.ts';
import { defaultPreferences, PREFERENCES_KEY, readPreferences, writePreferences } from '../preferences/preferences.ts';
import type { Language } from '../i18n/messages.ts';
import { resetPreferencesCache } from '../preferences/use-preferences.ts';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';

/** Starts every story from the story's language and default choices, and leaves nothing behind. */
function freshPreferences(language: Language) {
  writePreferences(localStorage, { ...defaultPreferences, language });
  resetPreferencesCache();
  return () => {
    localStorage.removeItem(PREFERENCES_KEY);
    resetPreferencesCache();
  };
}

/**
 * The shell on a phone (390 × 844) and on a desktop (1280 × 800): on a phone one compact bar over
 * the search box, with country, currency, language and the side menu in the Menu drawer; on a
 * desktop one header row and the side menu beside a listing.
 */
const meta = {
  title: 'Shop/Shell/Viewports',
  component: ShopLayout,
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  decorators: [
    (Story, { globals, parameters }) => (
      <ShopFrame language={storyLanguage(globals)} path={(parameters['path'] as string | undefined) ?? homePath()}>
        <Story />
      </ShopFrame>
    ),
  ],
  beforeEach: ({ msw, globals }) => {
    msw.use(
      ...handlers.account.signedOut,
      ...handlers.catalogue.full,
      ...handlers.content.full,
      ...handlers.store.default,
    );
    return freshPreferences(storyLanguage(globals));
  },
} satisfies Meta<typeof ShopLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  menu: { en: 'Menu', ar: 'القائمة' },
  shopMenu: { en: 'Shop menu', ar: 'قائمة المتجر' },
  search: { en: 'Search juices', ar: 'ابحث عن العصائر' },
  currency: { en: 'Currency', ar: 'العملة' },
  otherLanguage: { en: 'العربية', ar: 'English' },
  categories: { en: 'Categories', ar: 'الفئات' },
  home: { en: 'HOME', ar: 'الرئيسية' },
  fruitJuice: { en: 'Fruit Juice', ar: 'عصير فواكه' },
  signIn: { en: 'Sign in', ar: 'تسجيل الدخول' },
  instagram: { en: 'Juicyin on Instagram', ar: 'جوسين على Instagram' },
};

/** A phone: Menu, logo and the account, wishlist and bag buttons in one bar over the search box. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    // The footer's social profiles (and the help line) are the store's settings: in once they arrive.
    await expect(await canvas.findByRole('link', { name: texts.instagram[language] })).toBeInTheDocument();
    const menu = canvas.getByRole('button', { name: texts.menu[language] });
    const signIn = canvas.getByRole('button', { name: texts.signIn[language] });
    const search = canvas.getByRole('searchbox', { name: texts.search[language] });
    // One row: Menu and the account button share a line; the search box sits under them.
    const menuBox = menu.getBoundingClientRect();
    const signInBox = signIn.getBoundingClientRect();
    await expect(Math.abs(menuBox.top - signInBox.top)).toBeLessThan(8);
    await expect(search.getBoundingClientRect().top).toBeGreaterThanOrEqual(menuBox.bottom);
    // Menu bar and search together are at most 120 px high.
    const header = canvasElement.querySelector('header');
    await expect(header?.getBoundingClientRect().height).toBeLessThanOrEqual(120);
    // Country and currency are not in the header on a phone (they are in the menu).
    await expect(canvas.queryByRole('combobox', { name: texts.currency[language] })).toBeNull();
    // The categories are one row that scrolls sideways instead of wrapping.
    const chips = within(canvas.getByRole('navigation', { name: texts.categories[language] })).getAllByRole('listitem');
    const tops = new Set(chips.map((chip) => Math.round(chip.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

/** The Menu drawer on a phone: the side menu, and the currency and language changed from it. */
export const PhoneDrawer: Story = {
  // Ends with the drawer closed after changing the preferences: Phone is the frame to compare.
  tags: ['no-visual'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const menu = canvas.getByRole('button', { name: texts.menu[language] });
    await userEvent.click(menu);
    // The drawer's code loads on the first press (or hover) of Menu.
    const drawer = within(await canvas.findByRole('dialog', { name: texts.shopMenu[language] }));
    await expect(drawer.getByRole('navigation', { name: texts.shopMenu[language] })).toBeVisible();
    await expect(drawer.getByRole('link', { name: texts.home[language] })).toHaveAttribute('href', homePath());
    await expect(drawer.getByRole('link', { name: texts.fruitJuice[language] })).toHaveAttribute(
      'href',
      categoryPath('fruit-juice'),
    );

    const currency = drawer.getByRole('combobox', { name: texts.currency[language] });
    await userEvent.selectOptions(currency, 'USD');
    await waitFor(() => expect(currency).toHaveValue('USD'));
    await expect(readPreferences(localStorage).currency).toBe('USD');

    await userEvent.click(drawer.getByRole('button', { name: texts.otherLanguage[language] }));
    await expect(readPreferences(localStorage).language).toBe(language === 'ar' ? 'en' : 'ar');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    // Focus goes back to the trigger once the overlay has gone (react-aria restores it after a frame).
    await waitFor(() => expect(menu).toHaveFocus());
  },
};

/** A desktop listing: one header row, no Menu button, the side menu beside the page. */
export const DesktopListing: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { path: categoryPath('fruit-juice') },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('link', { name: texts.instagram[language] })).toBeInTheDocument();
    const search = canvas.getByRole('searchbox', { name: texts.search[language] });
    const currency = canvas.getByRole('combobox', { name: texts.currency[language] });
    const signIn = canvas.getByRole('button', { name: texts.signIn[language] });
    // Search, currency and account in one row: their boxes overlap vertically.
    const middle = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.top + box.height / 2;
    };
    await expect(Math.abs(middle(search) - middle(currency))).toBeLessThan(12);
    await expect(Math.abs(middle(search) - middle(signIn))).toBeLessThan(12);
    await expect(canvas.queryByRole('button', { name: texts.menu[language] })).toBeNull();
    const sideMenu = canvas.getByRole('navigation', { name: texts.shopMenu[language] });
    await expect(sideMenu).toBeVisible();
    await expect(within(sideMenu).getByRole('link', { name: texts.fruitJuice[language] })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
