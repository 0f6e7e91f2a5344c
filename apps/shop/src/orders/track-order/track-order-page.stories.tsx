import type { OrderStatusValue } from '@juicyin/contract';
import { handlers } from '@juicyin/contract/msw';
import { orderFixtures, orderHandlers } from '@juicyin/contract/msw/orders';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { closeAuthDialog } from '../../account/auth-dialog-state.ts';
import { liveUpdate, type OrderStream, orderStream } from '../../live/live-order-story.ts';
import { orderPath, pathTo, routePaths, trackOrderPath } from '../../paths.ts';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { orderScreenDecorator, signedInShopper } from '../story-setup.tsx';
import { orderTexts as texts } from '../story-texts.ts';
import { TrackOrderPage } from './track-order-page.tsx';

const { number } = orderFixtures.placed;

const meta = {
  title: 'Shop/Orders/Track order',
  component: TrackOrderPage,
  parameters: { layout: 'fullscreen' },
  // The order's live stream, quiet unless a story sends on it.
  beforeEach: ({ msw }) => {
    msw.use(orderStream().handler);
  },
  decorators: [
    orderScreenDecorator({
      path: routePaths.tracking,
      entry: trackOrderPath(number),
      barePath: routePaths.trackOrder,
      bareEntry: pathTo('trackOrder'),
    }),
  ],
} satisfies Meta<typeof TrackOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const progressName = { en: 'Shipment progress', ar: 'مراحل الشحنة' };
const stepNames = {
  en: ['Ordered', 'Processing', 'Shipping', 'Delivered'],
  ar: ['تم الطلب', 'قيد التجهيز', 'قيد الشحن', 'تم التوصيل'],
};

/** Asserts the tracker shows `status`: each step's state, and the latest event's text. */
async function expectTracker(progress: HTMLElement, status: OrderStatusValue, language: 'en' | 'ar') {
  const tracking = orderFixtures.tracking(status);
  const steps = within(progress).getAllByRole('listitem');
  for (const [index, step] of tracking.tracker.steps.entries()) {
    await expect(steps[index]).toHaveAttribute('data-state', step.state);
  }
  await expect(within(progress).getByRole('table')).toHaveTextContent(tracking.events.at(-1)?.text[language] ?? '');
}

/** The tracker at a status: the steps reached with their times, the current one marked, one event per step. */
function atStep(status: OrderStatusValue): Story {
  return {
    beforeEach: ({ msw }) => {
      msw.use(...signedInShopper, ...orderHandlers.at(status));
    },
    play: async ({ canvas, globals }) => {
      const language = storyLanguage(globals);
      await expect(canvas.getByRole('heading', { level: 1, name: texts.track[language] })).toBeVisible();
      const progress = await canvas.findByRole('region', { name: progressName[language] });
      const steps = within(progress).getAllByRole('listitem');
      await expect(steps).toHaveLength(4);
      const tracking = orderFixtures.tracking(status);
      for (const [index, step] of tracking.tracker.steps.entries()) {
        await expect(steps[index]).toHaveAttribute('data-state', step.state);
        await expect(steps[index]).toHaveTextContent(stepNames[language][index] ?? '');
        if (step.at) await expect(steps[index]?.querySelector('time')).toHaveAttribute('dateTime', step.at);
      }
      const events = within(progress).getByRole('table');
      await expect(within(events).getAllByRole('row')).toHaveLength(tracking.events.length + 1);
      await expect(events).toHaveTextContent(tracking.events.at(-1)?.text[language] ?? '');
      await expect(canvas.getByRole('link', { name: texts.viewDetail[language] })).toHaveAttribute(
        'href',
        orderPath(number),
      );
    },
  };
}

/** Placed: Ordered is reached (its time shown) and current. */
export const Ordered = atStep('placed');
/** Processing, with 'Ready for handover to logistics partner'. */
export const Processing = atStep('processing');
/** Shipping: out for delivery. */
export const Shipping = atStep('shipping');
/** Delivered: every step complete. */
export const Delivered = atStep('delivered');
/** Cancelled while Placed: no step current, and when it was cancelled. */
export const Cancelled = atStep('cancelled');

/** The shell's 'Track order' link: the latest order, and the others to choose from. */
export const LatestWithChoice: Story = {
  parameters: { bare: true },
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...orderHandlers.manyPages);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const others = await canvas.findByRole('navigation', { name: texts.others[language] });
    const second = orderFixtures.many[1]?.number ?? '';
    await expect(
      within(others).getByRole('link', { name: language === 'ar' ? `تتبّع الطلب ${second}` : `Track order ${second}` }),
    ).toHaveAttribute('href', trackOrderPath(second));
    await expect(await canvas.findByText(orderFixtures.many[0]?.number ?? '')).toBeVisible();
  },
};

/** A visitor signs in first. */
export const SignedOut: Story = {
  parameters: { bare: true },
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut);
    return () => closeAuthDialog();
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('heading', { name: texts.guard[storyLanguage(globals)] })).toBeVisible();
  },
};

let stream: OrderStream | undefined;

/**
 * A live update arriving: the store moves the order on while the shopper watches; each step shows
 * without a reload (the page's heading is the same element throughout) and is announced politely.
 */
export const LiveUpdateArriving: Story = {
  beforeEach: ({ msw }) => {
    stream = orderStream();
    msw.use(stream.handler, ...signedInShopper, ...orderHandlers.at('placed'));
  },
  play: async ({ canvas, canvasElement, globals, msw }) => {
    const language = storyLanguage(globals);
    if (!stream) throw new TypeError('the story has no stream');
    const heading = canvas.getByRole('heading', { level: 1, name: texts.track[language] });
    const progress = await canvas.findByRole('region', { name: progressName[language] });
    await expectTracker(progress, 'placed', language);
    for (const status of ['processing', 'shipping', 'delivered'] as const) {
      await liveUpdate(msw, stream, canvasElement, { number, status, language });
      await expectTracker(canvas.getByRole('region', { name: progressName[language] }), status, language);
      await expect(canvas.getByText(texts.status[status][language], { selector: '.shop-order-status' })).toBeVisible();
    }
    await expect(canvas.getByRole('heading', { level: 1, name: texts.track[language] })).toBe(heading);
  },
};
