import { orderPath } from '@juicyin/contract/paths';
import { fixtures, handlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../testing/shop-frame.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { checkoutDecorator, checkoutShopper } from './story-setup.tsx';
import { texts } from './story-texts.ts';

/** Confirm Order's outcomes: the error summary, a declined card, a provider failure, placing, placed. */
const meta = {
  title: 'Shop/Checkout/Confirm Order',
  component: CheckoutPage,
  parameters: { layout: 'fullscreen' },
  decorators: [checkoutDecorator],
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillCard(root: HTMLElement, language: 'en' | 'ar', number: string) {
  const canvas = within(root);
  await userEvent.type(await canvas.findByRole('textbox', { name: new RegExp(texts.cardNumber[language]) }), number);
  await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(texts.holderName[language]) }), 'Noura Al-Harbi');
  await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(texts.expiry[language].slice(0, 8)) }), '08/29');
  await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(texts.cvv[language]) }), '123');
}

/** Confirm Order with nothing typed: the summary lists what to fix and takes focus; each field says it too. */
export const ErrorSummary: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...checkoutShopper);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: texts.confirm[language] }));
    const summary = await canvas.findByRole('heading', { name: texts.errorsTitle[language] });
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    const link = within(summary.parentElement ?? document.body).getByRole('link', {
      name: texts.numberRequired[language],
    });
    await userEvent.click(link);
    await expect(canvas.getByRole('textbox', { name: new RegExp(texts.cardNumber[language]) })).toHaveFocus();
  },
};

/** The card number is checked when the field is left (Luhn), and its brand shows as it is typed. */
export const CardCheckedOnBlur: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...checkoutShopper);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const number = await canvas.findByRole('textbox', { name: new RegExp(texts.cardNumber[language]) });
    await userEvent.type(number, '4242 4242 4242 4241');
    await expect(canvas.getByText(texts.visa[language])).toBeVisible();
    // Beside the number, the Visa mark is the current one of the accepted cards.
    const marks = canvas.getByRole('list', { name: texts.acceptedCards[language] });
    await expect(within(marks).getAllByRole('img')).toHaveLength(4);
    const current = marks.querySelector('[aria-current="true"]');
    await expect(current).not.toBeNull();
    await expect(within(current as HTMLElement).getByRole('img')).toHaveAccessibleName(texts.visaMark[language]);
    await userEvent.tab();
    await expect(await canvas.findByText(texts.badNumber[language])).toBeVisible();
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
  },
};

/** A declined card (402): every entry stays and the shopper is told what to do. */
export const CardDeclined: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.checkout.declined, ...checkoutShopper);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await fillCard(canvasElement, language, '4000 0000 0000 0002');
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm[language] }));
    await expect(await canvas.findByText(texts.declined[language])).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: new RegExp(texts.holderName[language]) })).toHaveValue(
      'Noura Al-Harbi',
    );
  },
};

/** The payment provider fails (502): nothing charged, press again in a moment. */
export const ProviderError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.checkout.providerError, ...checkoutShopper);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await fillCard(canvasElement, language, '4000 0000 0000 0119');
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm[language] }));
    await expect(await canvas.findByText(texts.providerFailed[language])).toBeVisible();
  },
};

/** While the order is placed: the button says so and further presses do nothing. */
export const Placing: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.checkout.placing, ...checkoutShopper);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await fillCard(canvasElement, language, '4242 4242 4242 4242');
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm[language] }));
    const button = await canvas.findByRole('button', { name: texts.placingButton[language] });
    await userEvent.click(button);
    await expect(button).toBeVisible();
  },
};

/** Placed: "You're all set" with the order number, its link and one to keep shopping. */
export const Placed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...checkoutShopper);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await fillCard(canvasElement, language, '4242 4242 4242 4242');
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm[language] }));
    const dialog = await screen.findByRole('alertdialog', { name: texts.allSet[language] });
    // The modal opens over the page as the order arrives: wait until its number shows.
    await waitFor(() => expect(within(dialog).getByText(new RegExp(fixtures.order.number))).toBeVisible());
    await expect(within(dialog).getByRole('link', { name: texts.viewOrder[language] })).toHaveAttribute(
      'href',
      orderPath(fixtures.order.number),
    );
    await expect(within(dialog).getByRole('link', { name: texts.keepShopping[language] })).toBeVisible();
  },
};
