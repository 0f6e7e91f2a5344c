import { listProducts } from '@juicyin/contract';
import { fixtures, handlers, mockEndpoint } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient } from '../api.ts';
import { lastSearch } from '../last-search/last-search.ts';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { listingAt } from './listings.ts';
import { ListingPage } from './listing-page.tsx';
import { routePaths } from '../paths.ts';

const meta = {
  title: 'Shop/Listing',
  component: ListingPage,
  args: { client: createApiClient(), listing: listingAt(routePaths.productsList) },
  parameters: { layout: 'fullscreen' },
  // A search story remembers its words in the browser; no other story should inherit them.
  beforeEach: () => () => {
    lastSearch.clear();
  },
  decorators: [
    (Story, { globals, parameters }) => (
      <ShopFrame
        language={storyLanguage(globals)}
        path="/listing"
        initialEntry={`/listing${typeof parameters['search'] === 'string' ? parameters['search'] : ''}`}
      >
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof ListingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  title: { en: 'Fresh Fruit Juice', ar: 'عصير فواكه طازج' },
  count: { en: '4 products', ar: '4 منتجات' },
  orange: { en: 'Orange (1)', ar: 'برتقال (1)' },
  orangeJuice: { en: 'Fresh Orange Juice', ar: 'عصير برتقال طازج' },
  category: { en: 'Category', ar: 'الفئة' },
  detox: { en: 'Detox (1)', ar: 'ديتوكس (1)' },
  empty: { en: 'No juice matches these filters', ar: 'لا يوجد عصير يطابق هذه الخيارات' },
  clear: { en: 'Clear filters', ar: 'امسح عوامل التصفية' },
  filters: { en: 'Filters', ar: 'عوامل التصفية' },
  loading: { en: 'Loading products…', ar: 'جارٍ تحميل المنتجات…' },
  error: { en: 'We could not load this', ar: 'تعذّر تحميل هذا' },
  results: { en: 'Results for “orange”', ar: 'نتائج «orange»' },
  search: { en: 'Search', ar: 'البحث' },
};

/**
 * Products with their filters and counts; choosing a flavour asks the API again. Narrower than a
 * wide screen (the stories' 800 px), the filters open from "Filters" and close with "Show n products".
 */
export const Full: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.catalogue.full);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title[language] })).toBeVisible();
    // The count says the list has arrived (the same juice may already show in "Related to your last
    // search", left by a story before in this browser).
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.count[language] })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: texts.orangeJuice[language] })[0]).toBeVisible();
    // A wide screen shows the filters beside the products, without the button.
    const filters = canvas.queryByRole('button', { name: texts.filters[language] });
    if (filters) {
      await userEvent.click(filters);
      await expect(filters).toHaveAttribute('aria-expanded', 'true');
    }
    const orange = canvas.getByRole('checkbox', { name: texts.orange[language] });
    await userEvent.click(orange);
    await waitFor(() => expect(orange).toBeChecked());
    const category = canvas.getByRole('radiogroup', { name: texts.category[language] });
    const detox = within(category).getByRole('radio', { name: texts.detox[language] });
    await userEvent.click(detox);
    await waitFor(() => expect(detox).toBeChecked());
  },
};

/** Nothing matches: the empty state offers to clear the filters. */
export const Empty: Story = {
  parameters: { search: '?flavour=orange' },
  beforeEach: ({ msw }) => {
    msw.use(...handlers.catalogue.empty);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const heading = await canvas.findByRole('heading', { name: texts.empty[language] });
    await expect(heading).toBeVisible();
    const emptyState = heading.closest('section');
    await expect(emptyState).not.toBeNull();
    if (emptyState) await expect(within(emptyState).getByRole('button', { name: texts.clear[language] })).toBeVisible();
  },
};

/** While the list loads: placeholder cards and filters. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.catalogue.loading);
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: texts.loading[storyLanguage(globals)] })).toBeVisible();
  },
};

/** The API fails: a plain message with Try again. */
export const Unavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.catalogue.error);
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error[storyLanguage(globals)]);
  },
};

/** Search results: the words in the title and in the search box. */
export const Search: Story = {
  args: { listing: listingAt(routePaths.search) },
  parameters: { search: '?q=orange' },
  beforeEach: ({ msw }) => {
    msw.use(
      mockEndpoint(listProducts, {
        ...fixtures.productList,
        items: fixtures.productSummaries.slice(0, 1),
        total: 1,
      }),
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.results[language] })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: texts.search[language] })).toHaveValue('orange');
    await expect(await canvas.findByRole('link', { name: texts.orangeJuice[language] })).toBeVisible();
  },
};
