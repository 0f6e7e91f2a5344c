import { createReview, getReviewEligibility } from '@juicyin/contract';
import { fixtures, handlers, mockEndpointError, mockEndpointPending } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { reviewTexts as texts } from './story-texts.ts';
import { WriteReview } from './write-review.tsx';

const product = fixtures.products.orangeJuice;

const meta = {
  title: 'Shop/Reviews/Write a review',
  component: WriteReview,
  args: { slug: product.slug, productName: product.name.en },
  decorators: [
    (Story, { globals, args }) => (
      <ShopFrame language={storyLanguage(globals)}>
        <Story args={{ ...args, productName: product.name[storyLanguage(globals)] }} />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof WriteReview>;

export default meta;
type Story = StoryObj<typeof meta>;

const eligible = [...handlers.account.signedIn, ...handlers.reviews.list];

/** Opens the form: the shopper received the product and has not reviewed it. */
async function openForm(canvasElement: HTMLElement, language: 'en' | 'ar'): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: texts.write[language] }));
  return canvas.findByRole('form');
}

/** The form as it opens: no stars chosen, no text, the point it earns; focus moved to it. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...eligible);
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const form = await openForm(canvasElement, language);
    await expect(form).toHaveAccessibleName(new RegExp(product.name[language]));
    await expect(within(form).getByText(texts.points[language])).toBeVisible();
    await expect(within(form).getAllByRole('radio')).toHaveLength(5);
    for (const radio of within(form).getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(within(form).getByRole('textbox', { name: new RegExp(texts.text[language]) })).toHaveValue('');
    await expect(within(form).getByRole('button', { name: texts.submit[language] })).toBeEnabled();
  },
};

/** Four stars chosen with the keyboard and a few words typed. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...eligible);
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const form = await openForm(canvasElement, language);
    await userEvent.click(within(form).getByRole('radio', { name: texts.fiveStars[language] }));
    await userEvent.keyboard(language === 'ar' ? '{ArrowRight}' : '{ArrowLeft}');
    await expect(within(form).getByRole('radio', { name: texts.fourStars[language] })).toBeChecked();
    const text = within(form).getByRole('textbox', { name: new RegExp(texts.text[language]) });
    await userEvent.type(text, 'Fresh and cold.');
    await expect(text).toHaveValue('Fresh and cold.');
  },
};

/** Sent empty: both fields say what is missing; then the API refuses the text and says why at it. */
export const Errors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockEndpointError(createReview, 400, {
        code: 'invalid_body',
        message: 'The request body is not valid',
        fields: { text: 'At most 2000 characters' },
      }),
      ...eligible,
    );
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const form = await openForm(canvasElement, language);
    await userEvent.click(within(form).getByRole('button', { name: texts.submit[language] }));
    await expect(await within(form).findByText(texts.ratingError[language])).toBeVisible();
    await expect(within(form).getByText(texts.textError[language])).toBeVisible();
    await userEvent.click(within(form).getByRole('radio', { name: texts.fiveStars[language] }));
    await userEvent.type(within(form).getByRole('textbox', { name: new RegExp(texts.text[language]) }), 'Lovely.');
    await userEvent.click(within(form).getByRole('button', { name: texts.submit[language] }));
    const text = within(form).getByRole('textbox', { name: new RegExp(texts.text[language]) });
    await expect(await within(form).findByText(texts.tooLong[language])).toBeVisible();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(within(form).queryByText(texts.ratingError[language])).not.toBeInTheDocument();
  },
};

/** Posted: the thanks with the point earned, the form gone. */
export const Sent: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...eligible);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const form = await openForm(canvasElement, language);
    await userEvent.click(within(form).getByRole('radio', { name: texts.fiveStars[language] }));
    await userEvent.type(within(form).getByRole('textbox', { name: new RegExp(texts.text[language]) }), 'Lovely.');
    await userEvent.click(within(form).getByRole('button', { name: texts.submit[language] }));
    const thanks = await canvas.findByRole('status');
    await expect(thanks).toHaveTextContent(texts.thanks[language]);
    await expect(thanks).toHaveTextContent(texts.earned[language]);
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

/** The shopper reviewed the product: their review instead of the button. */
export const AlreadyReviewed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedIn, ...handlers.reviews.alreadyReviewed);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(texts.already[language])).toBeVisible();
    await expect(canvas.getByText(fixtures.createdReview.review.text)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.write[language] })).not.toBeInTheDocument();
  },
};

/** No delivered order holds the product: why the shopper cannot review it yet. */
export const NotEligible: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedIn, ...handlers.reviews.notReceived);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(texts.notReceived[language])).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.write[language] })).not.toBeInTheDocument();
  },
};

/** A visitor is asked to sign in first. */
export const SignedOut: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut);
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('button', { name: texts.signIn[storyLanguage(globals)] })).toBeVisible();
  },
};

/** While the API says whether the shopper may review. */
export const Checking: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedIn, mockEndpointPending(getReviewEligibility));
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.checking[storyLanguage(globals)])).toBeVisible();
  },
};

/** The check failed: the reason and a retry. */
export const CheckFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...handlers.account.signedIn,
      mockEndpointError(getReviewEligibility, 500, { code: 'internal', message: 'Something went wrong' }),
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(texts.loadError[language])).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.retry[language] })).toBeEnabled();
  },
};
