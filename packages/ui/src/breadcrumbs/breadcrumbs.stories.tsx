import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumbs } from './breadcrumbs.tsx';

const copy = {
  en: [
    { id: 'home', label: 'Home', href: '#home' },
    { id: 'fruit', label: 'Fruit Juice', href: '#fruit' },
    { id: 'orange', label: 'Orange juice' },
  ],
  ar: [
    { id: 'home', label: 'الرئيسية', href: '#home' },
    { id: 'fruit', label: 'عصير الفواكه', href: '#fruit' },
    { id: 'orange', label: 'عصير برتقال' },
  ],
} as const;
type Locale = keyof typeof copy;
const itemsFor = (locale: unknown) => copy[(locale as Locale | undefined) ?? 'en'];

const meta = {
  title: 'Foundations/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: [] },
  render: (args, { globals }) => <Breadcrumbs {...args} items={itemsFor(globals['locale'])} />,
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPage: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const items = itemsFor(globals['locale']);
    await expect(await canvas.findByRole('link', { name: items[0].label })).toHaveAttribute('href', '#home');
    const current = canvasElement.querySelector('[aria-current="page"]');
    await expect(current).toHaveTextContent(items[2].label);
    const separators = canvasElement.querySelectorAll('[data-icon="chevron-end"]');
    await expect(separators).toHaveLength(2);
    const rtl = getComputedStyle(canvasElement).direction === 'rtl';
    await expect(getComputedStyle(separators[0]!).transform).toBe(rtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const items = itemsFor(globals['locale']);
    await canvas.findByRole('link', { name: items[0].label });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: items[0].label })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: items[1].label })).toHaveFocus();
  },
};
