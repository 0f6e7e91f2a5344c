import { fixtures, handlers } from '@juicyin/contract/msw';
import { ledgerFixtures, ledgerHandlers } from '@juicyin/contract/msw/ledgers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeAuthDialog } from '../../account/auth-dialog-state.ts';
import { orderScreenDecorator, signedInShopper } from '../../orders/story-setup.tsx';
import { orderPath, pathTo, routePaths } from '../../paths.ts';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { walletTexts as texts } from './story-texts.ts';
import { WalletPage } from './wallet-page.tsx';

const meta = {
  title: 'Shop/Account/My Wallet',
  component: WalletPage,
  parameters: { layout: 'fullscreen' },
  decorators: [orderScreenDecorator({ path: routePaths.wallet, entry: routePaths.wallet })],
} satisfies Meta<typeof WalletPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The halalas of the figure (a `<dt>` and its price) named `label`. */
async function figure(root: HTMLElement, label: string): Promise<string | null> {
  const term = await within(root).findByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('data')?.getAttribute('value') ?? null;
}

/** The rows of the Wallet History, without its header. */
function historyRows(root: HTMLElement, language: 'en' | 'ar'): HTMLElement[] {
  return within(within(root).getByRole('table', { name: texts.history[language] }))
    .getAllByRole('row')
    .slice(1);
}

/** Types the amount and asks for the withdrawal: the confirmation dialog opens. */
async function askToWithdraw(root: HTMLElement, language: 'en' | 'ar', amount: string): Promise<HTMLElement> {
  const field = await within(root).findByRole('textbox', { name: texts.amount[language] });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.click(within(root).getByRole('button', { name: texts.withdraw[language] }));
  return screen.findByRole('alertdialog', { name: texts.confirmTitle[language] });
}

/** Settled credit and every kind of entry over two pages: the figures, the columns, signed amounts, order links. */
export const Full: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...ledgerHandlers.wallet.full);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const { settled, manyWalletEntries } = ledgerFixtures;
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title[language] })).toBeVisible();
    await expect(await figure(canvasElement, texts.total[language])).toBe(String(settled.total));
    await expect(await figure(canvasElement, texts.unavailable[language])).toBe('0');
    await expect(await figure(canvasElement, texts.withdrawable[language])).toBe(String(settled.withdrawable));
    const table = canvas.getByRole('table', { name: texts.history[language] });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(texts.columns[language]);
    await expect(historyRows(canvasElement, language)).toHaveLength(10);
    const [refund, payment] = manyWalletEntries;
    const [first, second] = historyRows(canvasElement, language);
    await expect(first).toHaveTextContent(texts.type.refund[language]);
    await expect(first).toHaveTextContent(texts.refundOf(refund?.orderNumber ?? '')[language]);
    await expect(first?.querySelector('data')).toHaveAttribute('value', String(refund?.amount));
    await expect(within(first ?? document.body).getByRole('link', { name: refund?.orderNumber ?? '' })).toHaveAttribute(
      'href',
      orderPath(refund?.orderNumber ?? ''),
    );
    await expect(second?.querySelector('data')).toHaveAttribute('value', String(payment?.amount));
    await expect(historyRows(canvasElement, language)[4]).toHaveTextContent(texts.status.failed[language]);
    await expect(canvas.getByRole('link', { name: texts.contact[language] })).toHaveAttribute(
      'href',
      pathTo('contact'),
    );
    await expect(canvas.getByRole('link', { name: texts.about[language] })).toHaveAttribute(
      'href',
      pathTo('aboutWallet'),
    );

    await userEvent.click(canvas.getByRole('button', { name: texts.nextPage[language] }));
    await waitFor(() => expect(historyRows(canvasElement, language)).toHaveLength(manyWalletEntries.length - 10));
  },
};

/** A card refund not yet settled: Unavailable Juicyin Credit, Pending in the history, not withdrawable. */
export const PendingRefund: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...ledgerHandlers.wallet.pendingRefund);
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const balances = fixtures.walletBalances;
    await expect(await figure(canvasElement, texts.unavailable[language])).toBe(String(balances.unavailable));
    await expect(await figure(canvasElement, texts.withdrawable[language])).toBe(String(balances.withdrawable));
    const [pending] = historyRows(canvasElement, language);
    await expect(pending).toHaveTextContent(texts.status.pending[language]);
    await expect(pending).toHaveTextContent(texts.type.refund[language]);
  },
};

/** Nothing in the wallet: zero figures, no withdrawing, the history says why it is empty. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...ledgerHandlers.wallet.empty);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(await figure(canvasElement, texts.total[language])).toBe('0');
    await expect(canvas.getByText(texts.none[language], { exact: false })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: texts.amount[language] })).not.toBeInTheDocument();
    await expect(canvas.getByText(texts.empty[language], { exact: false })).toBeVisible();
  },
};

/** The confirmation before a withdrawal: the amount read from the field in halalas, what happens next. */
export const WithdrawDialog: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...ledgerHandlers.wallet.withdrawable());
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const dialog = await askToWithdraw(canvasElement, language, '25.5');
    await expect(dialog.querySelector('data')).toHaveAttribute('value', '2550');
    await expect(within(dialog).getByRole('button', { name: texts.dismiss[language] })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: texts.confirm[language] })).toBeVisible();
  },
};

/** Keep it in my wallet: the dialog closes, nothing is withdrawn. */
export const WithdrawDismissed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...ledgerHandlers.wallet.withdrawable());
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const dialog = await askToWithdraw(canvasElement, language, '25.5');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.dismiss[language] }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await figure(canvasElement, texts.withdrawable[language])).toBe(
      String(ledgerFixtures.settled.withdrawable),
    );
    await expect(historyRows(canvasElement, language)[0]).not.toHaveTextContent(texts.status.pending[language]);
  },
};

/** Not an amount: said on the field, no dialog. */
export const WithdrawInvalid: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...ledgerHandlers.wallet.withdrawable());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const field = await canvas.findByRole('textbox', { name: texts.amount[language] });
    await userEvent.type(field, '12.345');
    await userEvent.click(canvas.getByRole('button', { name: texts.withdraw[language] }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(texts.invalid[language]));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** More than the API lets go (the credit changed meanwhile): its refusal on the field, with the new most. */
export const WithdrawTooMuch: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...ledgerHandlers.wallet.refused());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const dialog = await askToWithdraw(canvasElement, language, '50');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.confirm[language] }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const field = canvas.getByRole('textbox', { name: texts.amount[language] });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(texts.tooMuch[language]));
    // The balances asked again: SAR 40.00 is what can be withdrawn now, on the field and in the figure.
    await waitFor(async () => expect(await figure(canvasElement, texts.withdrawable[language])).toBe('4000'));
    const error = field.closest('[data-slot="text-field"]')?.querySelector('.jui-field__error data');
    await expect(error).toHaveAttribute('value', '4000');
  },
};

/** A withdrawal confirmed: Pending at the top of the history, the withdrawable credit down by it. */
export const WithdrawPending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...ledgerHandlers.wallet.withdrawable());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const dialog = await askToWithdraw(canvasElement, language, '20');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.confirm[language] }));
    await expect(await canvas.findByText(texts.pending[language], { exact: false })).toBeVisible();
    await waitFor(async () =>
      expect(await figure(canvasElement, texts.withdrawable[language])).toBe(
        String(ledgerFixtures.settled.withdrawable - 2000),
      ),
    );
    await waitFor(() =>
      expect(historyRows(canvasElement, language)[0]).toHaveTextContent(texts.status.pending[language]),
    );
    const [top] = historyRows(canvasElement, language);
    await expect(top).toHaveTextContent(texts.type.withdrawal[language]);
    await expect(top?.querySelector('data')).toHaveAttribute('value', '-2000');
  },
};

/** All the withdrawable credit asked for earlier: Pending in the history, nothing more to withdraw. */
export const PendingWithdrawal: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...ledgerHandlers.wallet.pendingWithdrawal);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(await figure(canvasElement, texts.withdrawable[language])).toBe('0');
    const [top] = historyRows(canvasElement, language);
    await expect(top).toHaveTextContent(texts.type.withdrawal[language]);
    await expect(top).toHaveTextContent(texts.status.pending[language]);
    await expect(top?.querySelector('data')).toHaveAttribute('value', String(ledgerFixtures.pendingWithdrawal.amount));
    await expect(canvas.getByText(texts.none[language], { exact: false })).toBeVisible();
  },
};

/** While the wallet loads. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...ledgerHandlers.wallet.loading);
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.loading[storyLanguage(globals)])).toBeVisible();
  },
};

/** The API fails: a plain message with Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...ledgerHandlers.wallet.error);
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error[storyLanguage(globals)]);
  },
};

/** A visitor is asked to sign in first. */
export const SignedOut: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut, ...ledgerHandlers.wallet.full);
    return () => closeAuthDialog();
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { name: texts.guard[language] })).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.signIn[language] })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};
