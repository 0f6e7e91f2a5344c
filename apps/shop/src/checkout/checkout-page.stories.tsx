import { fixtures, handlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { guestBag } from '../bag/guest-bag.ts';
import { routePaths } from '../paths.ts';
import { storyLanguage } from '../testing/shop-frame.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { checkoutDecorator, checkoutShopper } from './story-setup.tsx';
import { couponReasons, texts } from './story-texts.ts';

const meta = {
  title: 'Shop/Checkout',
  component: CheckoutPage,
  parameters: { layout: 'fullscreen' },
  decorators: [checkoutDecorator],
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grandTotal = (root: HTMLElement) =>
  root.querySelector('[data-line="grandTotal"] data')?.getAttribute('value') ?? null;

/** Step 2 with everything: the default address chosen first, the lines, the server's totals. */
export const ShippingAndPayment: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...checkoutShopper);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.title[language] })).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: new RegExp(texts.orange[language]) })).toBeVisible();
    const current = canvasElement.querySelector('[aria-current="step"]');
    await expect(current).toHaveTextContent(language === 'ar' ? 'الشحن والدفع' : 'SHIPPING AND PAYMENT');
    await expect(canvas.getByRole('button', { name: texts.deliveringHere[language] })).toBeVisible();
    await expect(grandTotal(canvasElement)).toBe(String(fixtures.quote.totals.grandTotal));
    await expect(canvas.getByRole('radio', { name: new RegExp(texts.cod[language]) })).toBeDisabled();
    await expect(canvas.getByText(texts.codOff[language])).toBeVisible();
    // The installments note's link leads to the FAQ; the accepted cards show beside the number.
    await expect(canvas.getByRole('link', { name: texts.banks[language] })).toHaveAttribute('href', routePaths.faq);
    const marks = canvas.getByRole('list', { name: texts.acceptedCards[language] });
    await expect(within(marks).getAllByRole('img')).toHaveLength(4);
  },
};

/** A visitor: step 1 shows the sign-in and register forms in the page, keeping the guest's bag. */
export const Visitor: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut, ...handlers.catalogue.full, ...handlers.store.default);
    const orange = fixtures.products.orangeJuice;
    guestBag.set({
      lines: [{ sku: orange.defaultVariant.sku, quantity: 1 }],
      slugs: { [orange.defaultVariant.sku]: orange.slug },
    });
    return () => {
      guestBag.clear();
    };
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { name: texts.signInTitle[language] })).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.logIn[language] })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveTextContent(
      language === 'ar' ? 'تسجيل الدخول' : 'SIGN IN',
    );
    await userEvent.click(canvas.getByRole('tab', { name: texts.register[language] }));
    await expect(canvas.getByRole('tab', { name: texts.register[language] })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Nothing in the bag: a way back to the juices instead of the form. */
export const EmptyBag: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.bag.empty, ...handlers.checkout.emptyBag, ...checkoutShopper);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { name: texts.emptyTitle[language] })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.confirm[language] })).not.toBeInTheDocument();
  },
};

/** One address, the default: it is chosen at once. */
export const OneAddress: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.addresses.one, ...checkoutShopper);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('button', { name: texts.deliveringHere[language] })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

/** No address saved: the address form is open at once, with the Saudi address fields. */
export const NoAddress: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.addresses.empty, ...handlers.checkout.noAddress, ...checkoutShopper);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('button', { name: texts.saveAddress[language] })).toBeVisible();
    for (const label of Object.values(texts.nationalAddress)) {
      await expect(canvas.getByRole('textbox', { name: new RegExp(label[language]) })).toBeVisible();
    }
  },
};

/** Only an address in a city the store does not serve: shown with the store's message in the shopper's language, and it cannot be chosen. */
export const UndeliverableAddress: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.addresses.undeliverable, ...handlers.checkout.noAddress, ...checkoutShopper);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(
      await canvas.findByText(language === 'ar' ? /^لا نوصل إلى Abha بعد/ : /^We do not deliver to Abha yet/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.deliverHere[language] })).toBeDisabled();
  },
};

/** Only an address saved before the national address: not chosen by itself; choosing it opens it for its two numbers. */
export const AddressSavedBeforeTheNationalAddress: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.addresses.savedBefore, ...handlers.checkout.noAddress, ...checkoutShopper);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(texts.numbersMissing[language])).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.deliverHere[language] }));
    await expect(await canvas.findByText(texts.completeAddress[language])).toBeVisible();
    const building = canvas.getByRole('textbox', { name: new RegExp(texts.nationalAddress.buildingNumber[language]) });
    await expect(building).toHaveValue('');
    await expect(building).toBeRequired();
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(texts.nationalAddress.postalCode[language]) }),
    ).toHaveValue(fixtures.olderAddress.postalCode);
  },
};

/** No points and no credit: both sliders are off and say why. */
export const NoPoints: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.checkout.noPoints, ...checkoutShopper);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(texts.notEnoughPoints[language])).toBeVisible();
    await expect(canvas.getByText(texts.walletEmpty[language])).toBeVisible();
  },
};

/** Many points: the slider goes up to the order's most, in steps of 50, its value in SAR as it moves. */
export const ManyPoints: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.checkout.manyPoints, ...checkoutShopper);
  },
  play: async ({ canvas }) => {
    const slider = await canvas.findByRole('slider', { name: /Points to redeem|النقاط المراد استبدالها/ });
    await expect(slider).toHaveAttribute('max', String(fixtures.manyPointsQuote.limits.maxRedeemablePoints));
    await expect(slider).toHaveAttribute('step', '50');
  },
};

/** Cash on delivery switched on by the store: it can be chosen, and the card fields go. */
export const CashOnDeliveryOn: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.checkout.codOn, ...checkoutShopper);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const cod = await canvas.findByRole('radio', { name: new RegExp(texts.cod[language]) });
    await expect(cod).toBeEnabled();
    await userEvent.click(cod);
    await expect(cod).toBeChecked();
    await expect(
      canvas.queryByRole('textbox', { name: new RegExp(texts.cardNumber[language]) }),
    ).not.toBeInTheDocument();
    // The choice is re-quoted: the story ends on the new quote's figures, not mid-request.
    const summary = canvas.getByRole('complementary', { name: texts.summary[language] });
    await waitFor(() => expect(summary).not.toHaveAttribute('aria-busy'));
  },
};

/** Staff changed a line's price since it went in the bag: checkout says so, with the old and the new price. */
export const LinePriceChanged: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.checkout.repricedLine, ...checkoutShopper);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const notice = (await canvas.findByText(texts.repriced[language])).closest('[role="status"]');
    await expect(notice).not.toBeNull();
    const changed = within(notice as HTMLElement).getAllByRole('listitem');
    await expect(changed).toHaveLength(1);
    await expect(changed[0]).toHaveTextContent(texts.orange[language]);
  },
};

/** A line the stock no longer covers is flagged in the table, not dropped. */
export const LineUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.checkout.outOfStockLine, ...checkoutShopper);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(texts.stock[language])).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: new RegExp(texts.mango[language]) })).toBeVisible();
  },
};

/** The coupon refused for each reason: the specific reason at the field, read out as an error. */
function couponRefused(reason: keyof typeof couponReasons): Story {
  return {
    tags: reason === 'expired' ? [] : ['no-visual'],
    beforeEach: ({ msw }) => {
      msw.use(...handlers.checkout.couponRefused[reason], ...checkoutShopper);
    },
    play: async ({ canvas, globals }) => {
      const language = storyLanguage(globals);
      const field = await canvas.findByRole('textbox', { name: texts.couponLabel[language] });
      await userEvent.type(field, 'WELCOME10');
      await userEvent.click(canvas.getByRole('button', { name: texts.addCoupon[language] }));
      await expect(await canvas.findByText(couponReasons[reason][language])).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(couponReasons[reason][language].slice(0, 12)));
    },
  };
}

export const CouponUnknown = couponRefused('unknown');
export const CouponExpired = couponRefused('expired');
export const CouponMinimumNotMet = couponRefused('minimum_not_met');
export const CouponUsedUp = couponRefused('used_up');
export const CouponNotForYourTier = couponRefused('not_for_your_tier');

/** The page in a shop window of a phone: the grand total and Confirm Order stay at the screen's bottom. */
export const OnAPhone: Story = {
  parameters: {
    viewport: { options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach: ({ msw }) => {
    msw.use(...checkoutShopper);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const button = await canvas.findByRole('button', { name: texts.confirm[language] });
    const bar = button.closest('.shop-checkout__confirm-bar');
    if (!bar) throw new Error('no confirm bar');
    await expect(getComputedStyle(bar).position).toBe('sticky');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(
      within(bar as HTMLElement).getByText(language === 'ar' ? 'الإجمالي الكلي' : 'Grand Total'),
    ).toBeVisible();
  },
};
