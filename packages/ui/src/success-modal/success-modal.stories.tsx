import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Link } from '../link/index.ts';
import { SuccessModal } from './success-modal.tsx';

const localeOf = (globals: Record<string, unknown>) => (globals['locale'] === 'ar' ? 'ar' : 'en');
const texts = {
  title: { en: "You're all set", ar: 'تم كل شيء' },
  body: { en: 'Order JY-261122-7KQ4M is placed.', ar: 'تم تقديم الطلب JY-261122-7KQ4M.' },
  view: { en: 'View your order', ar: 'اعرض طلبك' },
  close: { en: 'Close', ar: 'إغلاق' },
};

const meta = {
  title: 'Components/SuccessModal',
  component: SuccessModal,
  args: { title: texts.title.en, children: null, defaultOpen: true },
  render: (args, { globals }) => {
    const language = localeOf(globals);
    return (
      <SuccessModal
        {...args}
        title={texts.title[language]}
        actions={
          <Link href="#order" variant="button">
            {texts.view[language]}
          </Link>
        }
      >
        <p>{texts.body[language]}</p>
      </SuccessModal>
    );
  },
} satisfies Meta<typeof SuccessModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the dialog is named by its title, focus is inside, and × closes it. */
export const Open: Story = {
  play: async ({ globals }) => {
    const language = localeOf(globals);
    const dialog = await screen.findByRole('alertdialog', { name: texts.title[language] });
    await expect(within(dialog).getByText(texts.body[language])).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: texts.view[language] })).toHaveAttribute('href', '#order');
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.close[language] }));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
