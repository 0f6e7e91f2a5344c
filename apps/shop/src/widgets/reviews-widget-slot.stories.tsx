import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { createApiClient } from '../api.ts';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { ReviewsWidgetSlot } from './reviews-widget-slot.tsx';
import { scriptHandler, SettingsArrived, storeWithWidgets, storyScriptUrl } from './widget-story-setup.tsx';

const product = { slug: 'fresh-orange-juice', name: { en: 'Fresh Orange Juice', ar: 'عصير برتقال طازج' } };

const meta = {
  title: 'Shop/Reviews widget',
  component: ReviewsWidgetSlot,
  args: { client: createApiClient(), product },
  render: (args) => (
    <>
      <SettingsArrived client={args.client} />
      <ReviewsWidgetSlot {...args} />
    </>
  ),
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)}>
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof ReviewsWidgetSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  title: { en: 'More reviews', ar: 'مزيد من المراجعات' },
  loading: { en: 'Loading more reviews…', ar: 'جارٍ تحميل مزيد من المراجعات…' },
  unavailable: { en: 'More reviews are unavailable right now.', ar: 'مزيد من المراجعات غير متاح الآن.' },
  retry: { en: 'Try again', ar: 'حاول مرة أخرى' },
};

/** A stand-in for a provider's script: it fills the container with the product's name (widget-contract.ts). */
const widgetScript = {
  script: `window.JuicyinReviewsWidget = {
  mount(element, { product, language }) {
    const text = document.createElement('p');
    text.textContent = (language === 'ar' ? 'مراجعات من مزود التقييمات: ' : 'Reviews from the review provider: ') + product.name;
    element.append(text);
    return () => element.replaceChildren();
  },
};`,
};
const widgetText = {
  en: 'Reviews from the review provider: Fresh Orange Juice',
  ar: 'مراجعات من مزود التقييمات: عصير برتقال طازج',
};

let scriptsBefore = 0;
const ownScripts = () => document.querySelectorAll('script[data-juicyin-script]').length;

/** The store configures no reviews widget (the default): no area, no script element. */
export const NotConfigured: Story = {
  beforeEach: ({ msw }) => {
    msw.use(storeWithWidgets({ reviews: null }));
    scriptsBefore = ownScripts();
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await canvas.findByTestId('settings-arrived');
    await expect(canvas.queryByRole('region', { name: texts.title[storyLanguage(globals)] })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('section')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
    await expect(ownScripts()).toBe(scriptsBefore);
  },
};

/** The widget's script is on its way. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    const loading = scriptHandler('reviews-loading', ['hang']);
    msw.use(storeWithWidgets({ reviews: { scriptUrl: storyScriptUrl('reviews-loading') } }), loading.handler);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('region', { name: texts.title[language] })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(texts.loading[language]);
  },
};

/** The script loaded and filled its area with the product's reviews. */
export const Loaded: Story = {
  beforeEach: ({ msw }) => {
    const loaded = scriptHandler('reviews-loaded', [widgetScript]);
    msw.use(storeWithWidgets({ reviews: { scriptUrl: storyScriptUrl('reviews-loaded') } }), loaded.handler);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(widgetText[language])).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The script cannot be loaded (404): the area says so and offers Try again. */
export const Unavailable: Story = {
  beforeEach: ({ msw }) => {
    const missing = scriptHandler('reviews-missing', ['missing']);
    msw.use(storeWithWidgets({ reviews: { scriptUrl: storyScriptUrl('reviews-missing') } }), missing.handler);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.unavailable[language]);
    await expect(canvas.getByRole('button', { name: texts.retry[language] })).toBeVisible();
  },
};

let retried = scriptHandler('reviews-retried', ['missing', widgetScript]);
/** Try again (from the keyboard) loads the script anew; this time it answers and the widget shows. */
export const TryAgain: Story = {
  beforeEach: ({ msw }) => {
    retried = scriptHandler('reviews-retried', ['missing', widgetScript]);
    msw.use(storeWithWidgets({ reviews: { scriptUrl: storyScriptUrl('reviews-retried') } }), retried.handler);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const retry = await canvas.findByRole('button', { name: texts.retry[language] });
    await expect(retried.requests()).toBe(1);
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(widgetText[language])).toBeVisible();
    await waitFor(() => expect(retried.requests()).toBe(2));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
