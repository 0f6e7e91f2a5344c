import { staffFixtures, staffHandlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardDecorator, expectAnnounced, staffFrameHandlers, tableRows } from '../story-setup.tsx';
import { StaffWalletPage } from './staff-wallet-page.tsx';
import { walletTexts as texts } from './story-texts.ts';

const meta = {
  title: 'Dashboard/Refunds and withdrawals',
  component: StaffWalletPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/wallet')],
} satisfies Meta<typeof StaffWalletPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Language = 'en' | 'ar';

const { walletEntries } = staffFixtures;
const pending = walletEntries.filter((entry) => entry.status === 'pending');
const [firstRefund] = pending;
const firstWithdrawal = pending.find((entry) => entry.type === 'withdrawal');

const rows = (root: HTMLElement, language: Language) => tableRows(root, texts.table[language]);

/** Pending refunds and withdrawals, oldest first, 25 a page: the columns, each kind's actions, the next page. */
export const Pending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.wallet.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading[language] })).toBeVisible();
    const shown = await rows(canvasElement, language);
    await expect(shown).toHaveLength(25);
    const table = canvas.getByRole('table', { name: texts.table[language] });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(texts.columns[language]);
    const [first] = shown;
    await expect(first).toHaveTextContent(texts.refund[language]);
    await expect(first).toHaveTextContent(texts.pending[language]);
    await expect(first?.querySelector('data')).toHaveAttribute('value', String(firstRefund?.amount));
    await expect(
      within(first ?? canvasElement).getByRole('link', { name: firstRefund?.orderNumber ?? '' }),
    ).toHaveAttribute('href', `/dashboard/orders/${firstRefund?.orderNumber ?? ''}`);
    await expect(
      within(first ?? canvasElement).getByRole('button', {
        name: texts.settle(firstRefund?.customer.name ?? '')[language],
      }),
    ).toBeVisible();
    const withdrawalRow = shown.find((row) => row.textContent.includes(texts.withdrawal[language]));
    await expect(within(withdrawalRow ?? canvasElement).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: texts.nextPage[language] }));
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(pending.length - 25));
  },
};

/** Settle by keyboard: confirmed, announced, gone from the pending list; focus stays in the list. */
export const Settle: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.wallet.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await rows(canvasElement, language);
    const name = firstRefund?.customer.name ?? '';
    canvas.getAllByRole('button', { name: texts.settle(name)[language] })[0]?.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: texts.settleTitle[language] });
    await expect(dialog.querySelector('data')).toHaveAttribute('value', String(firstRefund?.amount));
    await expect(dialog).toHaveTextContent(firstRefund?.customer.email ?? '');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.settleConfirm[language] }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expectAnnounced(canvasElement, texts.settled(name)[language]);
    await waitFor(async () =>
      expect((await rows(canvasElement, language))[0]?.querySelector('data')).not.toHaveAttribute(
        'value',
        String(firstRefund?.amount),
      ),
    );
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
  },
};

/** A withdrawal that failed, by keyboard: Escape first closes without a change, focus back on the button; then confirmed and announced. */
export const FailWithdrawal: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.wallet.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await rows(canvasElement, language);
    const name = firstWithdrawal?.customer.name ?? '';
    const button = canvas.getAllByRole('button', { name: texts.fail(name)[language] })[0];
    button?.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: texts.failTitle[language] });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toBe(document.activeElement));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: texts.failTitle[language] });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.failConfirm[language] }));
    await expectAnnounced(canvasElement, texts.failed(name)[language]);
  },
};

/** A colleague settled it first: 409, said plainly; the list is asked again. */
export const SettleConflict: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.wallet.settleConflict());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await rows(canvasElement, language);
    const name = firstRefund?.customer.name ?? '';
    await userEvent.click(canvas.getAllByRole('button', { name: texts.settle(name)[language] })[0] ?? canvasElement);
    const dialog = await screen.findByRole('alertdialog', { name: texts.settleTitle[language] });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.settleConfirm[language] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.conflict[language]);
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** Filters in the address: withdrawals only; then completed ones, which have no actions. */
export const Filters: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.wallet.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await rows(canvasElement, language);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: texts.type[language] }),
      texts.withdrawalOption[language],
    );
    const withdrawals = pending.filter((entry) => entry.type === 'withdrawal');
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(withdrawals.length));
    for (const row of await rows(canvasElement, language))
      await expect(row).toHaveTextContent(texts.withdrawal[language]);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: texts.status[language] }),
      texts.completedOption[language],
    );
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(1));
    const [done] = await rows(canvasElement, language);
    await expect(within(done ?? canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Goodwill: each field's problem on it (ours), then the API's (no such shopper), then credited and announced in halalas. */
export const Goodwill: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.wallet.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const email = await canvas.findByRole('textbox', { name: texts.email[language] });
    const amount = canvas.getByRole('textbox', { name: texts.amount[language] });
    const reason = canvas.getByRole('textbox', { name: texts.reason[language] });
    const grant = canvas.getByRole('button', { name: texts.grant[language] });
    await userEvent.type(amount, '12.345');
    await userEvent.click(grant);
    await expect(email).toHaveAccessibleDescription(expect.stringContaining(texts.invalidEmail[language]));
    await expect(amount).toHaveAccessibleDescription(expect.stringContaining(texts.invalidAmount[language]));
    await expect(reason).toHaveAccessibleDescription(expect.stringContaining(texts.required[language]));
    await userEvent.type(email, 'nobody@example.com');
    await userEvent.clear(amount);
    await userEvent.type(amount, '25.5');
    await userEvent.type(reason, 'Sorry for the late delivery');
    await userEvent.click(grant);
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining(texts.noShopper[language])));
    await expect(amount).toHaveValue('25.5');
    await userEvent.clear(email);
    await userEvent.type(email, 'reem@example.com');
    await userEvent.keyboard('{Enter}');
    const status = await expectAnnounced(canvasElement, texts.granted('reem@example.com')[language]);
    await expect(status.querySelector('data')).toHaveAttribute('value', '2550');
    await expect(amount).toHaveValue('');
  },
};

/** Nothing pending. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.wallet.empty());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.empty[storyLanguage(globals)])).toBeVisible();
  },
};

/** While the entries load. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.wallet.loading());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.loading[storyLanguage(globals)])).toBeVisible();
  },
};

/** The API fails: a plain message with Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.wallet.error());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error[storyLanguage(globals)]);
  },
};
