import type { NotificationSettings } from '@juicyin/contract';
import { fixtures, handlers } from '@juicyin/contract/msw';
import { ledgerFixtures, ledgerHandlers } from '@juicyin/contract/msw/ledgers';
import { TIER_THRESHOLDS } from '@juicyin/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { closeAuthDialog } from '../../account/auth-dialog-state.ts';
import { orderScreenDecorator, signedInShopper } from '../../orders/story-setup.tsx';
import { orderPath, routePaths } from '../../paths.ts';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { PointsPage } from './points-page.tsx';
import { pointsTexts as texts, shownNumber, shownTime } from './story-texts.ts';

const meta = {
  title: 'Shop/Account/My Points & Reward',
  component: PointsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [orderScreenDecorator({ path: routePaths.points, entry: routePaths.points })],
} satisfies Meta<typeof PointsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure (a `<dt>` and its values) named `label`. */
async function figure(root: HTMLElement, label: string): Promise<HTMLElement> {
  const term = await within(root).findByText(label, { selector: 'dt' });
  return term.parentElement ?? document.body;
}

/** Gold with three pages of history: the figures, the progress to Diamond, signed amounts, View Details, the pages. */
export const Full: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...ledgerHandlers.points.gold);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const summary = ledgerFixtures.summaries.gold;
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title[language] })).toBeVisible();
    await expect(await figure(canvasElement, texts.total[language])).toHaveTextContent(
      shownNumber(language, summary.balance),
    );
    await expect(await figure(canvasElement, texts.expiringSoon[language])).toHaveTextContent(shownNumber(language, 0));
    await expect(await figure(canvasElement, texts.tier[language])).toHaveTextContent(texts.tiers.gold[language]);
    const progress = canvas.getByRole('progressbar', { name: texts.progressTo(texts.tiers.diamond)[language] });
    await expect(progress).toHaveAttribute('value', String(summary.earnedLastYear - TIER_THRESHOLDS.gold));
    await expect(progress).toHaveAttribute('max', String(TIER_THRESHOLDS.diamond - TIER_THRESHOLDS.gold));
    await expect(canvas.getByText(shownNumber(language, 3660), { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.more[language] })).toHaveAttribute(
      'href',
      routePaths.aboutPoints,
    );

    const table = canvas.getByRole('table', { name: texts.history[language] });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(texts.columns[language]);
    const rows = () => within(table).getAllByRole('row').slice(1);
    await expect(rows()).toHaveLength(10);
    const [first, , redeemed] = ledgerFixtures.manyPointsEntries;
    await expect(rows()[0]).toHaveTextContent(shownTime(language, first?.at ?? ''));
    await expect(rows()[0]).toHaveTextContent(`+${shownNumber(language, first?.amount ?? 0)}`);
    await expect(rows()[2]).toHaveTextContent(
      shownNumber(language, redeemed?.amount ?? 0, { signDisplay: 'exceptZero' }),
    );
    await expect(
      within(table).getByRole('link', { name: texts.viewOrder(first?.orderNumber ?? '')[language] }),
    ).toHaveAttribute('href', orderPath(first?.orderNumber ?? ''));

    await userEvent.click(
      within(canvas.getByRole('navigation', { name: /Pagination|التنقل/ })).getByRole('button', {
        name: texts.nextPage[language],
      }),
    );
    const eleventh = ledgerFixtures.manyPointsEntries[10];
    await expect(await within(table).findByText(shownTime(language, eleventh?.at ?? ''))).toBeVisible();
    await waitFor(() => expect(rows()).toHaveLength(10));
  },
};

/** 55 points expire within 30 days: the figure and the date of the next expiry. */
export const ExpiringSoon: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...ledgerHandlers.points.expiringSoon);
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const { nextExpiry, expiringSoon } = fixtures.pointsSummary;
    const soon = await figure(canvasElement, texts.expiringSoon[language]);
    await expect(soon).toHaveTextContent(shownNumber(language, expiringSoon));
    await expect(soon).toHaveTextContent(shownTime(language, nextExpiry?.at ?? ''));
    await expect(soon).toHaveAttribute('data-soon', 'true');
  },
};

/** Silver: 660 more points to reach Gold. */
export const Silver: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...ledgerHandlers.points.silver);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(await figure(canvasElement, texts.tier[language])).toHaveTextContent(texts.tiers.silver[language]);
    const progress = canvas.getByRole('progressbar', { name: texts.progressTo(texts.tiers.gold)[language] });
    await expect(progress).toHaveAttribute('value', String(ledgerFixtures.summaries.silver.earnedLastYear));
    await expect(progress).toHaveAttribute('max', String(TIER_THRESHOLDS.gold));
    await expect(canvas.getByText(shownNumber(language, 660), { exact: false })).toBeVisible();
  },
};

/** Diamond: the top tier, no further progress. */
export const Diamond: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...ledgerHandlers.points.diamond);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(await figure(canvasElement, texts.tier[language])).toHaveTextContent(texts.tiers.diamond[language]);
    await expect(canvas.getByText(texts.top[language], { exact: false })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** A new shopper: no transactions yet, Silver at the start of the way to Gold. */
export const NoHistory: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...ledgerHandlers.points.noHistory);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(texts.empty[language], { exact: false })).toBeVisible();
    await expect(await figure(canvasElement, texts.total[language])).toHaveTextContent(shownNumber(language, 0));
    await expect(canvas.queryByRole('navigation', { name: /Pagination|التنقل/ })).not.toBeInTheDocument();
  },
};

/** What the page sent to save the e-mail settings (the story's recording handler fills it). */
const sentSettings: NotificationSettings[] = [];

/** The e-mail settings saved: the two points e-mails as chosen, the other two settings as they were. */
export const SettingsSaved: Story = {
  beforeEach: ({ msw }) => {
    sentSettings.length = 0;
    msw.use(
      http.put('*/api/me/notifications', async ({ request }) => {
        const notifications = (await request.json()) as NotificationSettings;
        sentSettings.push(notifications);
        return HttpResponse.json({ ...fixtures.shopper, notifications });
      }),
      ...signedInShopper,
      ...ledgerHandlers.points.expiringSoon,
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const box = await canvas.findByRole('checkbox', { name: texts.balanceUpdate[language] });
    await expect(box).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: texts.pointExpiration[language] })).toBeChecked();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await expect(await canvas.findByText(texts.saved[language])).toBeVisible();
    const { newsletter, messages } = fixtures.shopper.notifications;
    await expect(sentSettings).toEqual([{ balanceUpdate: false, pointExpiration: true, newsletter, messages }]);
    await expect(box).not.toBeChecked();
  },
};

/** While the points load. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...ledgerHandlers.points.loading);
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.loading[storyLanguage(globals)])).toBeVisible();
  },
};

/** The API fails: a plain message with Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...ledgerHandlers.points.error);
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error[storyLanguage(globals)]);
  },
};

/** A visitor is asked to sign in first; the menu and heading stay. */
export const SignedOut: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut, ...ledgerHandlers.points.gold);
    return () => closeAuthDialog();
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { name: texts.guard[language] })).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.signIn[language] })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};
