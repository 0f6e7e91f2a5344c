import { getHomeSections } from '@juicyin/contract';
import { handlers, mockEndpointError } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient } from '../api.ts';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { HomePage } from './home-page.tsx';
import { pathTo, productPath } from '../paths.ts';

const meta = {
  title: 'Shop/Home',
  component: HomePage,
  args: { client: createApiClient() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)}>
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  topSelling: { en: 'Top selling juice', ar: 'العصائر الأكثر مبيعًا' },
  orange: { en: 'Fresh Orange Juice', ar: 'عصير برتقال طازج' },
  viewAll: { en: 'View All: New Arrival', ar: 'عرض الكل: وصل حديثًا' },
  refill: { en: 'REFILL NOW', ar: 'أعد التعبئة الآن' },
  loadingCard: { en: 'Loading product', ar: 'جارٍ تحميل المنتج' },
  error: { en: 'We could not load this', ar: 'تعذّر تحميل هذا' },
  retry: { en: 'Try again', ar: 'حاول مرة أخرى' },
};

/** Every section filled from the contract's fixtures. */
export const Full: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.catalogue.full);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const topSelling = canvas.getByRole('region', { name: texts.topSelling[language] });
    await expect(await within(topSelling).findByRole('link', { name: texts.orange[language] })).toHaveAttribute(
      'href',
      productPath('fresh-orange-juice'),
    );
    await expect(canvas.getByRole('link', { name: texts.viewAll[language] })).toHaveAttribute(
      'href',
      pathTo('productsList', { sort: 'newest' }),
    );
    await expect(canvas.getByRole('link', { name: texts.refill[language] })).toBeVisible();
  },
};

/** While the sections load: placeholder cards keep the page's layout. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.catalogue.loading);
  },
  play: async ({ canvas, globals }) => {
    const placeholders = canvas.getAllByRole('article', { name: texts.loadingCard[storyLanguage(globals)] });
    await expect(placeholders.length).toBeGreaterThanOrEqual(4);
  },
};

/** The API fails: a plain message with Try again (which asks again, and fails again here). */
export const Unavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.catalogue.error);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(texts.error[language]);
    await userEvent.click(within(alert).getByRole('button', { name: texts.retry[language] }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/**
 * Try again, pressed from the keyboard: while the new try is on its way the same message stays with
 * its button busy and focused (no flash of the loading state); when it fails again the button is
 * ready, still focused.
 */
export const UnavailableTryAgain: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.catalogue.error);
  },
  play: async ({ canvas, globals, msw }) => {
    const language = storyLanguage(globals);
    const alert = await canvas.findByRole('alert');
    const retry = within(alert).getByRole('button', { name: texts.retry[language] });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    msw.use(mockEndpointError(getHomeSections, 500, { code: 'internal', message: 'Down' }, { after: answered }));
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(retry).toHaveAttribute('data-pending', 'true'));
    await expect(canvas.getByRole('alert')).toBe(alert);
    await expect(retry).toHaveFocus();
    answer();
    await waitFor(() => expect(retry).not.toHaveAttribute('data-pending'));
    await expect(canvas.getByRole('alert')).toBe(alert);
    await expect(retry).toHaveFocus();
  },
};
