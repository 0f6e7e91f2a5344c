import { handlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { routePaths } from '../../paths.ts';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { busyOrders, staffStream, dashboardHandlers } from '../story-fixtures.ts';
import { dashboardDecorator } from '../story-setup.tsx';
import { dashboardTexts as texts } from '../story-texts.ts';
import { DashboardGate } from './dashboard-gate.tsx';

const meta = {
  title: 'Shop/Dashboard/Gate',
  component: DashboardGate,
  args: { page: 'DashboardQueuePage' },
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator(routePaths.dashboard)],
} satisfies Meta<typeof DashboardGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shopper (or a visitor): the API answers 404, and the dashboard is the not-found page. */
export const ShopperGetsNotFound: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedIn, ...dashboardHandlers.notStaff);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.notFound[language] })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: texts.nav[language] })).toBeNull();
  },
};

/** Staff: the gate loads the dashboard and shows the queue. */
export const StaffSeesTheQueue: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...handlers.account.signedIn,
      ...dashboardHandlers.staff,
      staffStream().handler,
      ...dashboardHandlers.orders(busyOrders),
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.queueTitle[language] }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByText(busyOrders[0]?.number ?? '')).toBeVisible();
  },
};
