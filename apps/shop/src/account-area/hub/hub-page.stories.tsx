import { getWishlist, listMyCoupons, updateNotificationSettings } from '@juicyin/contract';
import { fixtures, handlers, mockEndpointError, mockEndpointPending } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { closeAuthDialog } from '../../account/auth-dialog-state.ts';
import { pathTo, routePaths } from '../../paths.ts';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { AccountHubPage } from './hub-page.tsx';
import { accountScreenDecorator, count, hubTexts as texts, money, settled } from './story-setup.tsx';

const meta = {
  title: 'Shop/Account/Hub',
  component: AccountHubPage,
  parameters: { layout: 'fullscreen' },
  decorators: [accountScreenDecorator(routePaths.account)],
} satisfies Meta<typeof AccountHubPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = [...handlers.account.signedIn, ...handlers.bag.full];
const full = [
  ...signedIn,
  ...handlers.wishlist.full,
  ...handlers.points.full,
  ...handlers.coupons.mine,
  ...handlers.wallet.full,
];
const serverDown = { code: 'internal', message: 'Something went wrong on our side' };
const box = (canvas: { getByRole: (role: 'region', options: { name: string }) => HTMLElement }, name: string) =>
  canvas.getByRole('region', { name });

/** A shopper with everything: the tiles, two wishlist items, points expiring soon, coupons and credit. */
export const Full: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...full);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await settled(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.hub[language] })).toBeVisible();
    const tiles = within(await canvas.findByRole('list', { name: texts.tiles[language] }));
    await expect(tiles.getByRole('link', { name: texts.orders[language] })).toHaveAttribute('href', pathTo('orders'));
    await expect(tiles.getByRole('link', { name: texts.security[language] })).toHaveAttribute(
      'href',
      pathTo('profile'),
    );
    await expect(tiles.getByRole('link', { name: texts.address[language] })).toHaveAttribute(
      'href',
      pathTo('addresses'),
    );
    await expect(tiles.getByRole('link', { name: texts.payment[language] })).toHaveAttribute(
      'href',
      pathTo('paymentOptions'),
    );

    const items = fixtures.wishlist.items;
    const wishlist = within(
      await canvas.findByRole('region', { name: texts.wishlist(count(items.length, language))[language] }),
    );
    await expect(await wishlist.findAllByRole('button', { name: new RegExp(texts.moveToBag[language]) })).toHaveLength(
      Math.min(items.length, 2),
    );

    const points = within(box(canvas, texts.points[language]));
    await expect(await points.findByText(count(fixtures.pointsSummary.balance, language))).toBeVisible();
    await expect(points.getByText(texts.expiring[language])).toBeVisible();
    await expect(
      points.getByText(new RegExp(`^${count(fixtures.pointsSummary.expiringSoon, language)} `)),
    ).toBeVisible();
    await expect(points.getByRole('link', { name: texts.knowMore[language] })).toHaveAttribute(
      'href',
      pathTo('aboutPoints'),
    );

    const coupons = within(box(canvas, texts.coupons[language]));
    for (const coupon of fixtures.myCoupons.items) {
      await expect(await coupons.findByText(coupon.code)).toBeVisible();
    }

    const wallet = within(box(canvas, texts.wallet[language]));
    await expect(await wallet.findByText(money(fixtures.walletBalances.total, language))).toBeVisible();
    await expect(wallet.getByText(money(fixtures.walletBalances.unavailable, language))).toBeVisible();
    await expect(wallet.getByText(money(fixtures.walletBalances.withdrawable, language))).toBeVisible();

    const other = within(canvas.getByRole('navigation', { name: texts.other[language] }));
    await expect(other.getByRole('link', { name: texts.aboutWallet[language] })).toHaveAttribute(
      'href',
      pathTo('aboutWallet'),
    );
    const settings = within(box(canvas, texts.settings[language]));
    await expect(settings.getByRole('checkbox', { name: texts.balanceUpdate[language] })).toBeChecked();
    await expect(settings.getByRole('checkbox', { name: texts.newsletter[language] })).not.toBeChecked();
  },
};

/** A new shopper: an empty wishlist, no coupons, no points and no credit. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...signedIn,
      ...handlers.wishlist.empty,
      ...handlers.points.empty,
      ...handlers.coupons.empty,
      ...handlers.wallet.empty,
    );
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await settled(canvasElement);
    await expect(await canvas.findByText(texts.wishlistEmpty[language])).toBeVisible();
    await expect(canvas.getByRole('heading', { name: texts.wishlist(count(0, language))[language] })).toBeVisible();
    await expect(await canvas.findByText(texts.noCoupons[language])).toBeVisible();
    const points = within(box(canvas, texts.points[language]));
    await expect(await points.findByText(count(0, language))).toBeVisible();
    await expect(points.getByText(texts.noneExpiring[language])).toBeVisible();
    const wallet = within(box(canvas, texts.wallet[language]));
    await expect(await wallet.findAllByText(money(0, language))).toHaveLength(3);
  },
};

/** While the boxes load: each shows its placeholder. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...signedIn,
      ...handlers.points.loading,
      ...handlers.wallet.loading,
      mockEndpointPending(listMyCoupons),
      mockEndpointPending(getWishlist),
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.points[language] })).toBeVisible();
    await expect(box(canvas, texts.points[language])).toHaveAttribute('aria-busy', 'true');
    await expect(box(canvas, texts.wallet[language])).toHaveAttribute('aria-busy', 'true');
    await expect(box(canvas, texts.coupons[language])).toHaveAttribute('aria-busy', 'true');
    await expect(box(canvas, texts.wishlist(count(0, language))[language])).toHaveAttribute('aria-busy', 'true');
  },
};

/** The points, coupons and wallet cannot be loaded: each box says so with Try again, which asks again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...signedIn,
      ...handlers.wishlist.full,
      ...handlers.points.error,
      ...handlers.wallet.error,
      mockEndpointError(listMyCoupons, 500, serverDown),
    );
  },
  play: async ({ canvas, canvasElement, globals, msw }) => {
    const language = storyLanguage(globals);
    const points = within(await canvas.findByRole('region', { name: texts.points[language] }));
    await expect(await points.findByRole('alert')).toHaveTextContent(texts.loadFailed[language]);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(3));
    // The server is back: Try again in the points box shows the points.
    msw.use(...handlers.points.full);
    await userEvent.click(points.getByRole('button', { name: texts.retry[language] }));
    await expect(await points.findByText(count(fixtures.pointsSummary.balance, language))).toBeVisible();
    await expect(points.queryByRole('alert')).not.toBeInTheDocument();
    await settled(canvasElement);
  },
};

/** A visitor is asked to sign in; nothing of the account shows. */
export const SignedOut: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut);
    return () => closeAuthDialog();
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.hub[language] })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: texts.guard[language] })).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.signIn[language] })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: texts.tiles[language] })).not.toBeInTheDocument();
  },
};

/** What the story's server was last sent to save (the Settings Saved story). */
let sentSettings: unknown = null;

/** The shopper ticks Newsletter and saves: the server gets every setting, and the page says they are saved. */
export const SettingsSaved: Story = {
  beforeEach: ({ msw }) => {
    sentSettings = null;
    msw.use(
      http.put('*/api/me/notifications', async ({ request }) => {
        const body = (await request.json()) as typeof fixtures.shopper.notifications;
        sentSettings = body;
        return HttpResponse.json({ ...fixtures.shopper, notifications: body });
      }),
      ...full,
    );
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const settings = within(await canvas.findByRole('region', { name: texts.settings[language] }));
    const newsletter = settings.getByRole('checkbox', { name: new RegExp(texts.newsletter[language]) });
    await userEvent.click(newsletter);
    await expect(newsletter).toBeChecked();
    await userEvent.click(settings.getByRole('button', { name: texts.save[language] }));
    await expect(await settings.findByText(texts.saved[language])).toBeVisible();
    await expect(sentSettings).toEqual({ ...fixtures.shopper.notifications, newsletter: true });
    await expect(newsletter).toBeChecked();
    await settled(canvasElement);
  },
};

/** Saving fails: the page says so, and the shopper's ticks stay as they were to try again. */
export const SettingsFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockEndpointError(updateNotificationSettings, 500, serverDown), ...full);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const settings = within(await canvas.findByRole('region', { name: texts.settings[language] }));
    const expiry = settings.getByRole('checkbox', { name: texts.pointExpiration[language] });
    await userEvent.click(expiry);
    await userEvent.click(settings.getByRole('button', { name: texts.save[language] }));
    await expect(await settings.findByRole('alert')).toHaveTextContent(texts.saveFailed[language]);
    await expect(expiry).not.toBeChecked();
    await expect(settings.queryByText(texts.saved[language])).not.toBeInTheDocument();
    await settled(canvasElement);
  },
};
