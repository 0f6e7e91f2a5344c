import type { ReviewList } from '@juicyin/contract';
import { fixtures, handlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient } from '../api.ts';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { ProductReviews } from './product-reviews.tsx';

const meta = {
  title: 'Shop/Product reviews',
  component: ProductReviews,
  args: { slug: 'fresh-orange-juice', client: createApiClient() },
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)}>
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof ProductReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  title: { en: 'Customer reviews', ar: 'آراء العملاء' },
  summary3: { en: '4.7 out of 5 from 3 reviews', ar: '4.7 من 5 من 3 مراجعات' },
  by: { en: 'By Noura A.', ar: 'بقلم Noura A.' },
  shown2: { en: 'Showing 2 of 3 reviews', ar: 'تُعرض 2 من 3 مراجعة' },
  shown3: { en: 'Showing 3 of 3 reviews', ar: 'تُعرض 3 من 3 مراجعة' },
  more: { en: 'Show more reviews', ar: 'اعرض مراجعات أخرى' },
  none: { en: 'No reviews yet', ar: 'لا توجد مراجعات بعد' },
  loading: { en: 'Loading the reviews…', ar: 'جارٍ تحميل المراجعات…' },
  error: { en: 'We could not load this', ar: 'تعذّر تحميل هذا' },
};

/** The average, the count and the reviews, newest first. */
export const Reviews: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.reviews.list);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const region = await canvas.findByRole('region', { name: texts.title[language] });
    await expect(await within(region).findByText(texts.summary3[language])).toBeVisible();
    await expect(within(region).getAllByRole('article')).toHaveLength(fixtures.reviewList.items.length);
    await expect(within(region).getByRole('heading', { level: 3, name: texts.by[language] })).toBeVisible();
    await expect(within(region).queryByRole('button', { name: texts.more[language] })).not.toBeInTheDocument();
  },
};

/** Two pages of reviews: "Show more reviews" adds the next page under the first. */
export const ShowMore: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/products/:slug/reviews', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        const items = fixtures.reviewList.items.slice((page - 1) * 2, page * 2);
        const body: ReviewList = { ...fixtures.reviewList, items, page, pageSize: 2, pageCount: 2 };
        return HttpResponse.json(body);
      }),
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const region = await canvas.findByRole('region', { name: texts.title[language] });
    await expect(await within(region).findByText(texts.shown2[language])).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: texts.more[language] }));
    await expect(await within(region).findByText(texts.shown3[language])).toBeVisible();
    await expect(within(region).getAllByRole('article')).toHaveLength(3);
    await waitFor(() =>
      expect(within(region).queryByRole('button', { name: texts.more[language] })).not.toBeInTheDocument(),
    );
  },
};

/** Nobody has reviewed the product yet. */
export const NoReviews: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.reviews.empty);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { level: 3, name: texts.none[language] })).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** While the reviews load. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.reviews.loading);
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.loading[storyLanguage(globals)]);
  },
};

/** The API fails: a plain message with Try again. */
export const Unavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.reviews.error);
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error[storyLanguage(globals)]);
  },
};

const write = {
  action: { en: 'Write a review', ar: 'اكتب تقييمًا' },
  signIn: { en: 'Sign in to write a review', ar: 'سجّل الدخول لتكتب تقييمًا' },
};

/** A signed-in shopper who received the product: Write a review opens the form in the section. */
export const WriteAReview: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedIn, ...handlers.catalogue.full, ...handlers.reviews.list);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const region = await canvas.findByRole('region', { name: texts.title[language] });
    await userEvent.click(await within(region).findByRole('button', { name: write.action[language] }));
    const form = await within(region).findByRole('form');
    await expect(within(form).getAllByRole('radio')).toHaveLength(5);
    await expect(within(region).getAllByRole('article')).toHaveLength(fixtures.reviewList.items.length);
  },
};

/** A visitor: Sign in to write a review. */
export const WriteAReviewSignedOut: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut, ...handlers.catalogue.full, ...handlers.reviews.list);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const region = await canvas.findByRole('region', { name: texts.title[language] });
    await expect(await within(region).findByRole('button', { name: write.signIn[language] })).toBeVisible();
    await expect(within(region).queryByRole('button', { name: write.action[language] })).not.toBeInTheDocument();
  },
};
