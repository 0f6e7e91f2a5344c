import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/index.ts';
import { QuickAddModal } from './quick-add-modal.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const text = {
  en: {
    open: 'Add to bag',
    title: 'Fresh Orange Juice',
    description: 'Cold-pressed Valencia oranges, nothing added.',
    materials: [
      { id: 'regular', label: 'Regular' },
      { id: 'glass', label: 'Glass' },
    ],
    sizes: [
      { id: '1-ltr', label: '1 LTR' },
      { id: '2-ltr', label: '2 LTR' },
    ],
    add: 'Add to Bag',
    buy: 'Buy Now',
    close: 'Close',
    increase: /increase/i,
    size: 'Size',
    material: 'Material',
    detail: 'See product detail',
  },
  ar: {
    open: 'أضف إلى الحقيبة',
    title: 'عصير برتقال طازج',
    description: 'برتقال فالنسيا معصور على البارد بلا إضافات.',
    materials: [
      { id: 'regular', label: 'عادي' },
      { id: 'glass', label: 'زجاج' },
    ],
    sizes: [
      { id: '1-ltr', label: '1 لتر' },
      { id: '2-ltr', label: '2 لتر' },
    ],
    add: 'أضف إلى الحقيبة',
    buy: 'اشترِ الآن',
    close: 'إغلاق',
    increase: /زيادة/,
    size: 'الحجم',
    material: 'الخامة',
    detail: 'عرض تفاصيل المنتج',
  },
};

const meta = {
  title: 'Components/QuickAddModal',
  component: QuickAddModal,
  args: { title: '', price: 12_000, oldPrice: 14_000, materials: [], sizes: [], onAddToBag: fn(), onBuyNow: fn() },
  render: (args, { globals }) => {
    const t = text[localeOf(globals)];
    return (
      <DialogTrigger>
        <Button>{t.open}</Button>
        <QuickAddModal {...args} title={t.title} description={t.description} materials={t.materials} sizes={t.sizes} />
      </DialogTrigger>
    );
  },
} satisfies Meta<typeof QuickAddModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddToBag: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const t = text[localeOf(globals)];
    const trigger = canvas.getByRole('button', { name: t.open });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: t.title });
    await expect(within(dialog).getByText(t.description)).toBeInTheDocument();
    await expect(dialog.querySelector('data')).toHaveAttribute('value', '12000');
    await userEvent.click(within(dialog).getByRole('button', { name: t.increase }));
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(t.size) }));
    await userEvent.click(await screen.findByRole('option', { name: t.sizes[1]?.label }));
    await userEvent.click(within(dialog).getByRole('button', { name: t.add }));
    await expect(args.onAddToBag).toHaveBeenCalledWith({ quantity: 2, material: 'regular', size: '2-ltr' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button that opened the modal.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseReturnsFocus: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const t = text[localeOf(globals)];
    const trigger = canvas.getByRole('button', { name: t.open });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: t.title });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: t.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: t.title });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAddToBag).not.toHaveBeenCalled();
  },
};

export const BuyNow: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const t = text[localeOf(globals)];
    await userEvent.click(canvas.getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog', { name: t.title });
    await userEvent.click(within(dialog).getByRole('button', { name: t.buy }));
    await expect(args.onBuyNow).toHaveBeenCalledWith({ quantity: 1, material: 'regular', size: '1-ltr' });
  },
};

export const OpenGlass: Story = {
  args: { isOpen: true, defaultMaterial: 'glass', oldPrice: undefined, size: 'lg' },
  render: (args, { globals }) => {
    const t = text[localeOf(globals)];
    return <QuickAddModal {...args} title={t.title} materials={t.materials} sizes={t.sizes} />;
  },
  play: async ({ globals }) => {
    const t = text[localeOf(globals)];
    const dialog = await screen.findByRole('dialog', { name: t.title });
    await expect(
      within(dialog).getByRole('button', { name: new RegExp(t.materials[1]?.label ?? '') }),
    ).toBeInTheDocument();
  },
};

/** The quick-view variant: reports each change (the page shows that variant's price) and links to the product. */
export const QuickViewWithDetailLink: Story = {
  args: { detailHref: '/product/fresh-orange-juice', onSelectionChange: fn() },
  play: async ({ canvas, userEvent, globals, args }) => {
    const t = text[localeOf(globals)];
    await userEvent.click(canvas.getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog', { name: t.title });
    await expect(within(dialog).getByRole('link', { name: t.detail })).toHaveAttribute(
      'href',
      '/product/fresh-orange-juice',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(t.material) }));
    await userEvent.click(await screen.findByRole('option', { name: t.materials[1]?.label }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ quantity: 1, material: 'glass', size: '1-ltr' });
    await userEvent.click(within(dialog).getByRole('button', { name: t.increase }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ quantity: 2, material: 'glass', size: '1-ltr' });
  },
};
