import { handlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useEffect, useState } from 'react';
import { expect } from 'storybook/test';
import { queryClient } from '../../app/query-client.ts';
import { routePaths } from '../../paths.ts';
import { PageFallback } from '../../shell/page-fallback.tsx';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { busyOrders, dashboardHandlers, staffStream } from '../story-fixtures.ts';
import { dashboardDecorator } from '../story-setup.tsx';
import { dashboardTexts as texts } from '../story-texts.ts';
import { routes } from '../../app/routes.tsx';
import { staffSessionKey } from './staff-session-query.ts';

const dashboardRoute = routes[0]?.children?.find((route) => route.path === routePaths.dashboard);

/** `/dashboard` as the shop's route table opens it: the gate's answer, its fallback until then. */
function DashboardRoute({ page }: { readonly page: string }) {
  const [Page, setPage] = useState<{ readonly Component: ComponentType } | null>(null);
  useEffect(() => {
    // Each story asks afresh (the shop's cache would remember the last story's session).
    queryClient.removeQueries({ queryKey: staffSessionKey });
    let live = true;
    void dashboardRoute?.lazy?.().then((loaded) => live && setPage(loaded));
    return () => {
      live = false;
    };
  }, [page]);
  return Page ? <Page.Component /> : <PageFallback />;
}

const meta = {
  title: 'Shop/Dashboard/Gate',
  component: DashboardRoute,
  args: { page: routePaths.dashboard },
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator(routePaths.dashboard)],
} satisfies Meta<typeof DashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shopper (or a visitor): the API answers 404, and the dashboard is the not-found page. */
export const ShopperGetsNotFound: Story = {
  // The not-found page counts down on the real clock.
  tags: ['no-visual'],
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
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.queueTitle[language] })).toBeVisible();
    await expect(await canvas.findByText(busyOrders[0]?.number ?? '')).toBeVisible();
  },
};
