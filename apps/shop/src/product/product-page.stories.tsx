import { getProduct } from '@juicyin/contract';
import { handlers, mockEndpointError, mockEndpointPending } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient } from '../api.ts';
import { lastSearch, rememberSearch } from '../last-search/last-search.ts';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { ProductPage } from './product-page.tsx';
import { productPath, routePaths } from '../paths.ts';

const meta = {
  title: 'Shop/Product',
  component: ProductPage,
  args: { client: createApiClient() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { globals }) => (
      <ShopFrame
        language={storyLanguage(globals)}
        path={routePaths.product}
        initialEntry={productPath('fresh-orange-juice')}
      >
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  name: { en: 'Fresh Orange Juice', ar: 'عصير برتقال طازج' },
  vat: { en: 'VAT inclusive', ar: 'شامل ضريبة القيمة المضافة' },
  material: { en: 'Material', ar: 'العبوة' },
  glass: { en: 'Glass', ar: 'زجاج' },
  pictures: { en: 'Pictures', ar: 'الصور' },
  third: { en: 'Picture 3 of 5', ar: 'الصورة 3 من 5' },
  similar: { en: 'Similar Products', ar: 'منتجات مشابهة' },
  alsoBought: { en: 'Customer also Shopped for', ar: 'تسوّق العملاء أيضًا' },
  loading: { en: 'Loading the product…', ar: 'جارٍ تحميل المنتج…' },
  notFound: { en: 'This product is not in the shop', ar: 'هذا المنتج غير موجود في المتجر' },
  error: { en: 'We could not load this', ar: 'تعذّر تحميل هذا' },
  related: { en: 'Related to your last search', ar: 'مرتبط ببحثك الأخير' },
  reviews: { en: 'Customer reviews', ar: 'آراء العملاء' },
};

/** The product with its pictures, variants and related lists; Glass shows the glass pictures. */
export const Full: Story = {
  beforeEach: ({ msw }) => {
    lastSearch.clear();
    msw.use(...handlers.catalogue.full, ...handlers.reviews.list);
  },
  play: async ({ canvas, globals }) => {
    // Without a search in this browser there is no "Related to your last search".
    await expect(canvas.queryByRole('region', { name: texts.related[storyLanguage(globals)] })).not.toBeInTheDocument();
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.name[language] })).toBeVisible();
    await expect(canvas.getByText(texts.vat[language])).toBeVisible();
    const main = () => within(canvas.getByRole('tabpanel')).getByRole('img');
    await expect(main()).toHaveAttribute('src', expect.stringContaining('regular-1'));
    await userEvent.click(canvas.getByRole('tab', { name: texts.third[language] }));
    await expect(main()).toHaveAttribute('src', expect.stringContaining('regular-3'));
    const material = canvas.getByRole('radiogroup', { name: texts.material[language] });
    await userEvent.click(within(material).getByRole('radio', { name: texts.glass[language] }));
    await waitFor(() => expect(main()).toHaveAttribute('src', expect.stringContaining('glass-1')));
    await expect(canvas.getByRole('region', { name: texts.similar[language] })).toBeVisible();
    await expect(canvas.getByRole('region', { name: texts.alsoBought[language] })).toBeVisible();
    const reviews = canvas.getByRole('region', { name: texts.reviews[language] });
    await waitFor(() => expect(within(reviews).getAllByRole('article').length).toBeGreaterThan(0));
  },
};

/** While the product loads: placeholders where the pictures and details go. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockEndpointPending(getProduct), ...handlers.catalogue.full);
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.loading[storyLanguage(globals)]);
  },
};

/** No product has this slug. */
export const NotFound: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.catalogue.notFound, ...handlers.catalogue.full);
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.notFound[storyLanguage(globals)]);
  },
};

/** The API fails: a plain message with Try again. */
export const Unavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockEndpointError(getProduct, 500, { code: 'internal', message: 'Something went wrong on our side' }),
      ...handlers.catalogue.full,
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error[storyLanguage(globals)]);
  },
};

/** No similar products and none bought together yet. */
export const NothingRelated: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.catalogue.empty, ...handlers.catalogue.full, ...handlers.reviews.empty);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.name[language] })).toBeVisible();
    const similar = canvas.getByRole('region', { name: texts.similar[language] });
    await waitFor(() => expect(within(similar).queryAllByRole('article')).toHaveLength(0));
  },
};

/** After a search for "juice": its results (without this product) under "Related to your last search". */
export const RelatedToLastSearch: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.catalogue.full, ...handlers.reviews.list);
    rememberSearch('juice');
    return () => {
      lastSearch.clear();
    };
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const related = await canvas.findByRole('region', { name: texts.related[language] });
    await waitFor(() => expect(within(related).getAllByRole('article').length).toBeGreaterThan(0));
    await expect(within(related).queryByRole('article', { name: texts.name[language] })).not.toBeInTheDocument();
  },
};
