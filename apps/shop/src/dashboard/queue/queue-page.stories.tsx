import { handlers } from '@juicyin/contract/msw';
import { dashboardOrderPath } from '../dashboard-paths.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routePaths } from '../../paths.ts';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { busyOrders, dashboardHandlers, lateOrders, staffStream, storyOrder } from '../story-fixtures.ts';
import { dashboardDecorator } from '../story-setup.tsx';
import { dashboardTexts as texts } from '../story-texts.ts';
import { DashboardQueuePage } from './queue-page.tsx';

const meta = {
  title: 'Shop/Dashboard/Queue',
  component: DashboardQueuePage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator(routePaths.dashboard)],
} satisfies Meta<typeof DashboardQueuePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The column (a region named by its heading) of a status. */
async function column(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  const heading = await within(canvasElement).findByRole('heading', { level: 2, name: new RegExp(`^${name}`) });
  const section = heading.closest('section');
  if (!section) throw new Error(`No column for ${name}`);
  return section;
}

/** No open orders: three empty columns with their counts at zero. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...handlers.account.signedIn,
      ...dashboardHandlers.staff,
      staffStream().handler,
      ...dashboardHandlers.orders([]),
    );
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.queueTitle[language] })).toBeVisible();
    for (const status of ['placed', 'processing', 'shipping'] as const) {
      const section = await column(canvasElement, texts[status][language]);
      await expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(texts.noOrders[language]);
      await expect(within(section).getByText(texts.empty[language])).toBeVisible();
      await expect(within(section).queryByRole('list')).not.toBeInTheDocument();
    }
    const nav = canvas.getByRole('navigation', { name: texts.nav[language] });
    await expect(within(nav).getByRole('link', { name: texts.navQueue[language] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByText(texts.signedInAs[language])).toBeVisible();
  },
};

/** A busy morning: each column its orders oldest first with count, age, total and next step; none late. */
export const Busy: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...handlers.account.signedIn,
      ...dashboardHandlers.staff,
      staffStream().handler,
      ...dashboardHandlers.orders(busyOrders),
    );
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const placed = await column(canvasElement, texts.placed[language]);
    await expect(within(placed).getByRole('heading', { level: 2 })).toHaveTextContent(texts.twoOrders[language]);
    const cards = within(within(placed).getByRole('list')).getAllByRole('article');
    // Oldest first: placed 12 minutes ago, then 3.
    await expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      busyOrders[1]?.number,
      busyOrders[0]?.number,
    ]);
    const [oldest] = cards;
    if (!oldest) throw new Error('no card');
    await expect(within(oldest).getByText(texts.twelveMinutes[language])).toBeVisible();
    await expect(oldest.querySelector('time')).toHaveAttribute('datetime', 'PT12M');
    await expect(oldest.querySelector('data')).toHaveAttribute('value', String(busyOrders[1]?.grandTotal));
    await expect(within(oldest).queryByText(texts.late[language])).not.toBeInTheDocument();
    const number = busyOrders[1]?.number ?? '';
    await expect(within(oldest).getByRole('link', { name: texts.open(number)[language] })).toHaveAttribute(
      'href',
      dashboardOrderPath(number),
    );
    await expect(within(oldest).getByRole('link', { name: texts.startProcessing[language] })).toHaveAttribute(
      'href',
      dashboardOrderPath(number),
    );
    const processing = await column(canvasElement, texts.processing[language]);
    await expect(within(processing).getAllByRole('link', { name: texts.handOver[language] })).toHaveLength(2);
    const shipping = await column(canvasElement, texts.shipping[language]);
    await expect(within(shipping).getByRole('heading', { level: 2 })).toHaveTextContent(texts.oneOrder[language]);
    await expect(within(shipping).getByRole('link', { name: texts.markDelivered[language] })).toBeVisible();
    // Delivered and cancelled orders are not in the queue.
    await expect(canvas.queryByText(busyOrders[5]?.number ?? '')).not.toBeInTheDocument();

    // Keyboard: Tab reaches the first card's number, then its next step.
    within(placed).getByRole('heading', { level: 2 }).scrollIntoView();
    const first = within(oldest).getByRole('link', { name: texts.open(number)[language] });
    first.focus();
    await userEvent.tab();
    await expect(within(oldest).getByRole('link', { name: texts.startProcessing[language] })).toHaveFocus();
  },
};

/** Orders past the store's thresholds are marked Late in words (and a border), not by colour alone. */
export const LateOrders: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...handlers.account.signedIn,
      ...dashboardHandlers.staff,
      staffStream().handler,
      ...dashboardHandlers.orders(lateOrders),
    );
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const placed = await column(canvasElement, texts.placed[language]);
    const [late, fresh] = within(placed).getAllByRole('article');
    if (!late || !fresh) throw new Error('two placed orders expected');
    await expect(late).toHaveAttribute('data-late', 'true');
    await expect(within(late).getByText(texts.late[language])).toBeVisible();
    await expect(within(late).getByText(texts.lateForPlaced[language])).toBeVisible();
    await expect(within(late).getByText(texts.fortyMinutes[language])).toBeVisible();
    await expect(fresh).not.toHaveAttribute('data-late');
    await expect(within(fresh).queryByText(texts.late[language])).not.toBeInTheDocument();
    for (const status of ['processing', 'shipping'] as const) {
      const section = await column(canvasElement, texts[status][language]);
      await expect(within(section).getByRole('article')).toHaveAttribute('data-late', 'true');
    }
  },
};

/** The orders cannot be loaded: a plain message and Try again. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...handlers.account.signedIn,
      ...dashboardHandlers.staff,
      staffStream().handler,
      ...dashboardHandlers.ordersError,
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    // The staff stream's opening refetches the columns; the same alert stays through it (queryFailed).
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(texts.queueError[language]);
    await expect(within(alert).getByRole('button', { name: texts.retry[language] })).toBeVisible();
  },
};

const arriving = storyOrder(42, 'placed', 0);
let liveStream: ReturnType<typeof staffStream> | undefined;

/** A shopper places an order while the queue is open: it appears without a reload, and is announced. */
export const LiveUpdateArriving: Story = {
  beforeEach: ({ msw }) => {
    liveStream = staffStream();
    msw.use(
      ...handlers.account.signedIn,
      ...dashboardHandlers.staff,
      liveStream.handler,
      ...dashboardHandlers.orders(busyOrders),
    );
  },
  play: async ({ canvasElement, globals, msw }) => {
    const language = storyLanguage(globals);
    const stream = liveStream;
    if (!stream) throw new Error('no stream');
    const placed = await column(canvasElement, texts.placed[language]);
    await expect(within(placed).getAllByRole('article')).toHaveLength(2);
    await stream.connected();
    msw.use(...dashboardHandlers.orders([...busyOrders, arriving]));
    await expect(
      stream.send({ seq: 1, number: arriving.number, kind: 'placed', status: 'placed', at: arriving.placedAt }),
    ).toBeGreaterThan(0);
    const region = canvasElement.querySelector('.shop-dashboard__live');
    await waitFor(() => expect(region).toHaveTextContent(texts.newOrder(arriving.number)[language]));
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(within(placed).getAllByRole('article')).toHaveLength(3));
    await expect(within(placed).getByRole('heading', { level: 2 })).toHaveTextContent(texts.threeOrders[language]);
  },
};
