import { handlers } from '@juicyin/contract/msw';
import { orderFixtures, orderHandlers } from '@juicyin/contract/msw/orders';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { liveUpdate, type OrderStream, orderStream } from '../../live/live-order-story.ts';
import { invoicePath, orderPath, pathTo, routePaths, trackOrderPath } from '../../paths.ts';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { expectLinePoints, orderScreenDecorator, signedInShopper } from '../story-setup.tsx';
import { orderTexts as texts } from '../story-texts.ts';
import { OrderDetailPage } from './order-detail-page.tsx';

const { number } = orderFixtures.placed;

const meta = {
  title: 'Shop/Orders/Order detail',
  component: OrderDetailPage,
  parameters: { layout: 'fullscreen' },
  // The order's live stream, quiet unless a story sends on it.
  beforeEach: ({ msw }) => {
    msw.use(orderStream().handler);
  },
  decorators: [
    orderScreenDecorator({
      path: routePaths.order,
      entry: orderPath(number),
      barePath: routePaths.latestOrder,
      bareEntry: pathTo('latestOrder'),
    }),
  ],
} satisfies Meta<typeof OrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grandTotalOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-line="grandTotal"] data')?.getAttribute('value');

/**
 * A Placed order: its facts, the server's totals, links to the invoice and tracking, each line's
 * points earned in the shipment block; Cancel asks first, then the refund shows as pending in the
 * wallet and the redeemed points come back.
 */
export const PlacedThenCancelled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...orderHandlers.cancellable());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.detail[language] })).toBeVisible();
    await expect(await canvas.findByText(number, { selector: 'dd span' })).toBeVisible();
    await expect(canvas.getByText(texts.status.placed[language])).toBeVisible();
    await expect(grandTotalOf(canvasElement)).toBe(String(orderFixtures.placed.totals.grandTotal));
    await expect(canvas.getByRole('link', { name: texts.downloadInvoice[language] })).toHaveAttribute(
      'href',
      invoicePath(number),
    );
    await expect(canvas.getByRole('link', { name: texts.trackShipment[language] })).toHaveAttribute(
      'href',
      trackOrderPath(number),
    );
    await expect(canvas.getByRole('table')).toHaveTextContent(orderFixtures.placed.lines[0]?.sku ?? '');
    await expectLinePoints(canvas.getByRole('table'), orderFixtures.placed.lines, texts.pointsEarned[language]);

    await userEvent.click(canvas.getByRole('button', { name: texts.cancel[language] }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.keep[language] }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: texts.cancel[language] }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: texts.cancelConfirm[language] }),
    );
    const refunds = await canvas.findByRole('region', { name: texts.cancelled[language] });
    await expect(await within(refunds).findByText(texts.pending[language])).toBeVisible();
    await expect(within(refunds).getByRole('list')).toHaveTextContent(
      language === 'ar'
        ? `عادت ${orderFixtures.placed.totals.pointsRedeemed} نقطة`
        : `${orderFixtures.placed.totals.pointsRedeemed} points are back`,
    );
    await expect(canvas.getByText(texts.status.cancelled[language])).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.cancel[language] })).not.toBeInTheDocument();
  },
};

/** The server refuses the cancel (the order moved on meanwhile): said in the dialog, which stays. */
export const CancelRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...orderHandlers.cancelRefused);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: texts.cancel[language] }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.cancelConfirm[language] }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(texts.tooLate[language]));
  },
};

const review = {
  section: { en: 'Review what you received', ar: 'قيّم ما وصلك' },
  action: { en: 'Write a review of', ar: 'اكتب تقييمًا لـ' },
  post: { en: 'Post review', ar: 'انشر التقييم' },
};

function atStatus(status: 'processing' | 'shipping' | 'delivered' | 'cancelled' | 'cod'): Story {
  return {
    beforeEach: ({ msw }) => {
      msw.use(...signedInShopper, ...orderHandlers.at(status));
    },
    play: async ({ canvas, globals }) => {
      const language = storyLanguage(globals);
      await expect(await canvas.findByText(number, { selector: 'dd span' })).toBeVisible();
      const shown = status === 'cod' ? 'delivered' : status;
      await expect(canvas.getByText(texts.status[shown][language])).toBeVisible();
      await expect(canvas.queryByRole('button', { name: texts.cancel[language] })).not.toBeInTheDocument();
      if (status === 'cod') {
        await expect(canvas.getByText(language === 'ar' ? 'الدفع عند الاستلام' : 'Cash on Delivery')).toBeVisible();
      }
      if (status === 'delivered' || status === 'cod') {
        // The products to review load after the page: the story ends once they show.
        const section = await canvas.findByRole('region', { name: review.section[language] });
        await expect(await within(section).findAllByRole('listitem')).not.toHaveLength(0);
        await waitFor(() => expect(within(section).queryAllByRole('status')).toHaveLength(0));
      }
    },
  };
}

/** Processing: no Cancel any more. */
export const Processing = atStatus('processing');
/** Shipping. */
export const Shipping = atStatus('shipping');
/** Delivered, paid by cash on delivery (with its fee among the totals). */
export const DeliveredCashOnDelivery = atStatus('cod');
/** Delivered by card. */
export const Delivered = atStatus('delivered');
/** Cancelled earlier: when, and what came back (none here, as the histories hold nothing for it). */
export const Cancelled = atStatus('cancelled');

/** The bare address opens the shopper's latest order. */
export const Latest: Story = {
  parameters: { bare: true },
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...orderHandlers.one);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(number, { selector: 'dd span' })).toBeVisible();
  },
};

/** The bare address without any order: says so, with a way to the juices. */
export const LatestWithoutOrders: Story = {
  parameters: { bare: true },
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...orderHandlers.empty);
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('heading', { name: texts.empty[storyLanguage(globals)] })).toBeVisible();
  },
};

/** Another shopper's number (the API's 404): the not-found page. */
export const NotFound: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...orderHandlers.notFound);
  },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.notFound[storyLanguage(globals)] }),
    ).toBeVisible();
  },
};

/** While the order loads. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...orderHandlers.loading);
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.loading[storyLanguage(globals)])).toBeVisible();
  },
};

/** The API fails: a plain message with Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...orderHandlers.error);
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error[storyLanguage(globals)]);
  },
};

/** Delivered: each product of the order once, with Write a review, which opens the form beside it. */
export const DeliveredWriteAReview: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...orderHandlers.at('delivered'), ...handlers.reviews.list);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const section = await canvas.findByRole('region', { name: review.section[language] });
    const products = new Set(orderFixtures.delivered.lines.map((line) => line.slug));
    // Each product asks whether it may be reviewed on its own: wait for every button.
    await waitFor(() =>
      expect(within(section).getAllByRole('button', { name: new RegExp(review.action[language]) })).toHaveLength(
        products.size,
      ),
    );
    const first = orderFixtures.delivered.lines[0];
    await userEvent.click(
      within(section).getByRole('button', { name: `${review.action[language]} ${first?.name[language] ?? ''}` }),
    );
    await expect(await within(section).findByRole('button', { name: review.post[language] })).toBeVisible();
  },
};

let stream: OrderStream | undefined;

/**
 * A live update arriving: while the shopper reads a Placed order, the store starts preparing it
 * (Cancel goes, as it can no longer be cancelled) and then delivers it (the products may then be
 * reviewed); each change shows without a
 * reload (the heading is the same element throughout) and is announced politely.
 */
export const LiveUpdateArriving: Story = {
  beforeEach: ({ msw }) => {
    stream = orderStream();
    msw.use(stream.handler, ...signedInShopper, ...orderHandlers.at('placed'), ...handlers.reviews.list);
  },
  play: async ({ canvas, canvasElement, globals, msw }) => {
    const language = storyLanguage(globals);
    if (!stream) throw new TypeError('the story has no stream');
    const heading = canvas.getByRole('heading', { level: 1, name: texts.detail[language] });
    await expect(await canvas.findByRole('button', { name: texts.cancel[language] })).toBeVisible();
    const status = () => canvasElement.querySelector('.shop-order-facts .shop-order-status');

    await liveUpdate(msw, stream, canvasElement, { number, status: 'processing', language });
    await expect(status()).toHaveTextContent(texts.status.processing[language]);
    await expect(canvas.queryByRole('button', { name: texts.cancel[language] })).not.toBeInTheDocument();

    await liveUpdate(msw, stream, canvasElement, { number, status: 'delivered', language });
    await expect(status()).toHaveAttribute('data-status', 'delivered');
    // Delivered: the products may now be reviewed (the story ends once each asked and shows its button).
    const section = await canvas.findByRole('region', { name: review.section[language] });
    const products = new Set(orderFixtures.delivered.lines.map((line) => line.slug));
    await waitFor(() =>
      expect(within(section).getAllByRole('button', { name: new RegExp(review.action[language]) })).toHaveLength(
        products.size,
      ),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: texts.detail[language] })).toBe(heading);
  },
};
