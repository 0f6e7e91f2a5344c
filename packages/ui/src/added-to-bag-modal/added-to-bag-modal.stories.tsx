import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/index.ts';
import { AddedToBagModal } from './added-to-bag-modal.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const text = {
  en: {
    open: 'Add to bag',
    title: 'Added to bag',
    name: 'Fresh Orange Juice',
    material: 'Glass',
    size: '1 LTR',
    also: 'You may also like',
    suggestion: 'Mango Smoothie',
    continue: 'Continue shopping',
    checkout: 'Proceed to checkout',
  },
  ar: {
    open: 'أضف إلى الحقيبة',
    title: 'أُضيف إلى الحقيبة',
    name: 'عصير برتقال طازج',
    material: 'زجاج',
    size: '1 لتر',
    also: 'قد يعجبك أيضاً',
    suggestion: 'سموذي مانجو',
    continue: 'تابع التسوق',
    checkout: 'تابع إلى الدفع',
  },
};

const meta = {
  title: 'Components/AddedToBagModal',
  component: AddedToBagModal,
  args: { name: '', quantity: 2, material: '', size: '', price: 24_000, checkoutHref: '/checkout' },
  render: (args, { globals }) => {
    const t = text[localeOf(globals)];
    return (
      <DialogTrigger>
        <Button>{t.open}</Button>
        <AddedToBagModal
          {...args}
          name={t.name}
          material={t.material}
          size={t.size}
          suggestions={
            <ul>
              <li>{t.suggestion}</li>
            </ul>
          }
        />
      </DialogTrigger>
    );
  },
} satisfies Meta<typeof AddedToBagModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What went in the bag, "You may also like", and the way to checkout. */
export const Open: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = text[localeOf(globals)];
    await userEvent.click(canvas.getByRole('button', { name: t.open }));
    const dialog = within(await screen.findByRole('dialog', { name: t.title }));
    await expect(dialog.getByText(t.name)).toBeVisible();
    await expect(dialog.getByText('2')).toBeVisible();
    await expect(dialog.getByText(t.material)).toBeVisible();
    await expect(dialog.getByText(t.size)).toBeVisible();
    await expect(dialog.getByRole('region', { name: t.also })).toHaveTextContent(t.suggestion);
    await expect(dialog.getByRole('link', { name: t.checkout })).toHaveAttribute('href', '/checkout');
  },
};

/** Continue shopping closes the pop-up and focus goes back to Add to bag. */
export const ContinueShopping: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, userEvent, globals }) => {
    const t = text[localeOf(globals)];
    const trigger = canvas.getByRole('button', { name: t.open });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: t.title });
    await userEvent.click(within(dialog).getByRole('button', { name: t.continue }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
