import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { type ToastOptions, ToastProvider, useToast } from './toast.tsx';

const copy = {
  en: {
    show: 'Add to bag',
    title: 'Added to your bag',
    description: 'Orange juice, 1 LTR',
    error: 'Could not reach the shop',
  },
  ar: {
    show: 'أضف إلى الحقيبة',
    title: 'أضيف إلى حقيبتك',
    description: 'عصير برتقال، 1 لتر',
    error: 'تعذر الاتصال بالمتجر',
  },
} as const;
type Locale = keyof typeof copy;
const textFor = (locale: unknown) => copy[(locale as Locale | undefined) ?? 'en'];

function Demo({ toast, label }: { readonly toast: ToastOptions; readonly label: string }) {
  const { show } = useToast();
  return <Button onPress={() => show(toast)}>{label}</Button>;
}

function ToastDemo({ tone, locale }: { readonly tone: 'info' | 'success' | 'danger'; readonly locale: unknown }) {
  const t = textFor(locale);
  const toast: ToastOptions =
    tone === 'danger'
      ? { title: t.error, tone }
      : { title: t.title, description: t.description, tone, duration: 60_000 };
  return (
    <ToastProvider>
      <Demo toast={toast} label={t.show} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Foundations/Toast',
  component: ToastDemo,
  args: { tone: 'success', locale: 'en' },
  render: (args, { globals }) => <ToastDemo tone={args.tone} locale={String(globals['locale'])} />,
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = textFor(globals['locale']);
    await userEvent.click(canvas.getByRole('button', { name: t.show }));
    const toast = await screen.findByText(t.title);
    await waitFor(() => expect(toast).toBeVisible());
    await expect(screen.getByText(t.description)).toBeInTheDocument();
    await expect(toast.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'success');
  },
};

export const ClosesFromItsButton: Story = {
  // Ends mid-transition (focus ring, error or exit animation): asserted by play, not snapshotted.
  tags: ['no-visual'],
  play: async ({ canvas, userEvent, globals }) => {
    const t = textFor(globals['locale']);
    await userEvent.click(canvas.getByRole('button', { name: t.show }));
    await screen.findByText(t.title);
    await userEvent.click(screen.getByRole('button', { name: globals['locale'] === 'ar' ? 'إغلاق' : 'Close' }));
    await waitFor(() => expect(screen.queryByText(t.title)).toBeNull());
  },
};

export const Danger: Story = {
  args: { tone: 'danger' },
  play: async ({ canvas, userEvent, globals }) => {
    const t = textFor(globals['locale']);
    await userEvent.click(canvas.getByRole('button', { name: t.show }));
    const title = await screen.findByText(t.error);
    await expect(title.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'danger');
  },
};
