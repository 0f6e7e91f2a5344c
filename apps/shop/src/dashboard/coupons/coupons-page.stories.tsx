import { staffCouponsFixtures, staffHandlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardDecorator, staffFrameHandlers, tableRows } from '../story-setup.tsx';
import { DashboardCouponsPage } from './coupons-page.tsx';
import { couponsTexts as texts } from './story-texts.ts';

const meta = {
  title: 'Dashboard/Coupons',
  component: DashboardCouponsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/coupons')],
} satisfies Meta<typeof DashboardCouponsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Language = 'en' | 'ar';

const { coupons } = staffCouponsFixtures;
const rows = (root: HTMLElement, language: Language) => tableRows(root, texts.table[language]);

/** Every coupon by code: each code opens its editor; a fixed value and the minimum through the kit's money format. */
export const Loaded: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.coupons.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading[language] })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: texts.nav[language] });
    await expect(within(nav).getByRole('link', { name: texts.navEntry[language] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: texts.newCoupon[language] })).toHaveAttribute(
      'href',
      '/dashboard/coupons/new',
    );
    const shown = await waitFor(async () => {
      const found = await rows(canvasElement, language);
      await expect(found).toHaveLength(coupons.length);
      return found;
    });
    const table = canvas.getByRole('table', { name: texts.table[language] });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(texts.columns[language]);
    const byCode = [...coupons].sort((a, b) => a.code.localeCompare(b.code));
    await expect(shown.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual(
      byCode.map((coupon) => coupon.code),
    );
    // FIRST100: SAR 10 off orders of SAR 30 or more, its 100 uses of 100 used up.
    const first = shown[0] ?? canvasElement;
    await expect(within(first).getByRole('link', { name: 'FIRST100' })).toHaveAttribute(
      'href',
      '/dashboard/coupons/FIRST100',
    );
    await expect([...first.querySelectorAll('data')].map((data) => Number(data.value))).toEqual([1000, 3000]);
    await expect(first).toHaveTextContent('100 / 100');
    await expect(first).toHaveTextContent(texts.usedUp[language]);
    await expect(shown[1]).toHaveTextContent(texts.gold[language]);
    await expect(canvas.getByText(texts.found(coupons.length)[language])).toBeVisible();
  },
};

/** A search by part of the code, typed and sent: the matching coupons only, and the search kept in the address's view. */
export const Search: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.coupons.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(coupons.length));
    await userEvent.type(canvas.getByRole('searchbox', { name: texts.search[language] }), 'gold{Enter}');
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(1));
    const [row] = await rows(canvasElement, language);
    await expect(within(row ?? canvasElement).getByRole('link', { name: 'GOLD15' })).toBeVisible();
    await expect(canvas.getByText(texts.found(1)[language])).toBeVisible();
  },
};

/** Nothing matches the search in the address: a plain message instead of rows, the search kept in its field. */
export const NoMatch: Story = {
  parameters: { entry: '/dashboard/coupons?q=pizza' },
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.coupons.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(texts.noMatch[language])).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: texts.search[language] })).toHaveValue('pizza');
  },
};

/** No coupon yet: a plain message, and New coupon. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.coupons.empty());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(texts.empty[language])).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.newCoupon[language] })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.coupons.loading());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.loading[storyLanguage(globals)])).toBeVisible();
  },
};

/** The API fails: a plain message with Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.coupons.error());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error[storyLanguage(globals)]);
  },
};
