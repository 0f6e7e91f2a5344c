import { staffCatalogueFixtures, staffHandlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardDecorator, staffFrameHandlers, tableRows } from '../story-setup.tsx';
import { DashboardProductsPage } from './products-page.tsx';
import { productsTexts as texts } from './story-texts.ts';

const meta = {
  title: 'Dashboard/Products',
  component: DashboardProductsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/products')],
} satisfies Meta<typeof DashboardProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Language = 'en' | 'ar';

const { products } = staffCatalogueFixtures;
const byName = [...products].sort((a, b) => a.name.en.localeCompare(b.name.en, 'en'));
const rows = (root: HTMLElement, language: Language) => tableRows(root, texts.table[language]);

/** The catalogue by English name, 25 a page: each name (in the page's language) opens its editor; prices through the kit's money format. */
export const Loaded: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading[language] })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: texts.nav[language] });
    await expect(within(nav).getByRole('link', { name: texts.navEntry[language] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The table shows its loading row first: wait for the page's rows.
    const shown = await waitFor(async () => {
      const found = await rows(canvasElement, language);
      await expect(found).toHaveLength(25);
      return found;
    });
    const table = canvas.getByRole('table', { name: texts.table[language] });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(texts.columns[language]);
    const [first] = byName;
    const firstRow = shown[0] ?? canvasElement;
    await expect(within(firstRow).getByRole('link', { name: first?.name[language] ?? '' })).toHaveAttribute(
      'href',
      `/dashboard/products/${first?.slug ?? ''}`,
    );
    // The price range: the lowest and the highest variant price, as raw halalas in <data>.
    const prices = first?.variants.map((variant) => variant.price) ?? [];
    const amounts = [...firstRow.querySelectorAll('data')].map((data) => Number(data.value));
    await expect(amounts).toEqual([Math.min(...prices), Math.max(...prices)]);
    await expect(canvas.getByText(texts.found(products.length)[language])).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.nextPage[language] }));
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(products.length - 25));
  },
};

/** Filtered by category and stock (applied at once), then by a SKU typed and sent; Clear filters shows all again. */
export const Filtered: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(25));
    const salads = products.filter((product) => product.category === 'salat');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: texts.category[language] }),
      texts.salat[language],
    );
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(salads.length));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: texts.stock[language] }),
      texts.someOut[language],
    );
    const someOut = salads.filter(
      (product) => product.variants.some((v) => v.stock === 0) && product.variants.some((v) => v.stock > 0),
    );
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(someOut.length));
    for (const row of await rows(canvasElement, language)) await expect(row).toHaveTextContent(texts.someOut[language]);
    await userEvent.click(canvas.getByRole('button', { name: texts.clear[language] }));
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(25));
    await userEvent.type(canvas.getByRole('searchbox', { name: texts.search[language] }), 'J00001{Enter}');
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(1));
    const orange = staffCatalogueFixtures.orangeJuice;
    const [row] = await rows(canvasElement, language);
    await expect(within(row ?? canvasElement).getByRole('link', { name: orange.name[language] })).toBeVisible();
    await expect(row).toHaveTextContent(texts.onSale[language]);
    await expect(canvas.getByText(texts.found(1)[language])).toBeVisible();
  },
};

/** Nothing matches the search in the address: a plain message instead of rows. */
export const Empty: Story = {
  parameters: { entry: '/dashboard/products?q=pizza' },
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(texts.empty[language])).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: texts.search[language] })).toHaveValue('pizza');
  },
};

/** While the list loads. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.loading());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.loading[storyLanguage(globals)])).toBeVisible();
  },
};

/** The API fails: a plain message with Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.error());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error[storyLanguage(globals)]);
  },
};
