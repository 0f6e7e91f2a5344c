import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/index.ts';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const text = {
  en: {
    open: 'Cancel order',
    title: 'Cancel this order?',
    body: 'What you paid goes back to your wallet as a pending refund.',
    confirm: 'Yes, cancel it',
    dismiss: 'Keep it',
    error: 'We could not cancel it. Try again.',
  },
  ar: {
    open: 'إلغاء الطلب',
    title: 'إلغاء هذا الطلب؟',
    body: 'يعود ما دفعته إلى محفظتك كاسترداد قيد الانتظار.',
    confirm: 'نعم، ألغِه',
    dismiss: 'لا، أبقِه',
    error: 'تعذّر إلغاؤه. حاول مرة أخرى.',
  },
};

/** The dialog opened by a button, as a screen uses it. */
function Opener(
  props: Omit<ConfirmDialogProps, 'isOpen' | 'onOpenChange' | 'title' | 'confirmLabel'> & { locale: Locale },
) {
  const [isOpen, setOpen] = useState(false);
  const t = text[props.locale];
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        {t.open}
      </Button>
      <ConfirmDialog {...props} title={t.title} confirmLabel={t.confirm} isOpen={isOpen} onOpenChange={setOpen}>
        <p>{t.body}</p>
      </ConfirmDialog>
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: { title: '', confirmLabel: '', isOpen: false, onOpenChange: fn(), onConfirm: fn(), tone: 'danger' },
  render: (args, { globals }) => (
    <Opener
      onConfirm={args.onConfirm}
      tone={args.tone}
      isPending={args.isPending}
      error={args.error}
      locale={localeOf(globals)}
    />
  ),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens as an alert dialog with focus inside; the dismiss button closes it and focus returns. */
export const AskFirst: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = text[localeOf(globals)];
    const opener = canvas.getByRole('button', { name: t.open });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: t.title });
    await expect(dialog).toHaveTextContent(t.body);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: t.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: t.dismiss }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** While the action runs: a spinner shows, neither button can be pressed, and Escape does not close it. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, globals }) => {
    const t = text[localeOf(globals)];
    await userEvent.click(canvas.getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('alertdialog', { name: t.title });
    await expect(screen.getByRole('button', { name: t.dismiss })).toBeDisabled();
    await expect(screen.getByRole('button', { name: t.confirm })).toBeDisabled();
    await expect(screen.getByRole('progressbar')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

/** The action failed: the reason is announced inside the dialog, which stays open. */
export const Failed: Story = {
  render: (args, { globals }) => (
    <Opener onConfirm={args.onConfirm} tone="danger" error={text[localeOf(globals)].error} locale={localeOf(globals)} />
  ),
  play: async ({ canvas, globals }) => {
    const t = text[localeOf(globals)];
    await userEvent.click(canvas.getByRole('button', { name: t.open }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(t.error);
  },
};
