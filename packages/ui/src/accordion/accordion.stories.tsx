import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Accordion } from './accordion.tsx';

const copy = {
  en: [
    { id: 'fruit', title: 'Fruit Juice', content: 'Orange, grape, pineapple, apple, pomegranate, lychee.' },
    { id: 'veg', title: 'Vegetable Juice', content: 'Spinach, cucumber, carrot, kiwifruit.' },
    { id: 'ice', title: 'Ice Cream', content: 'Strawberry, mango, chocolate, vanilla.' },
  ],
  ar: [
    { id: 'fruit', title: 'عصير الفواكه', content: 'برتقال، عنب، أناناس، تفاح، رمان، ليتشي.' },
    { id: 'veg', title: 'عصير الخضار', content: 'سبانخ، خيار، جزر، كيوي.' },
    { id: 'ice', title: 'آيس كريم', content: 'فراولة، مانجو، شوكولاتة، فانيليا.' },
  ],
} as const;
type Locale = keyof typeof copy;
const itemsFor = (locale: unknown) => copy[(locale as Locale | undefined) ?? 'en'];

const meta = {
  title: 'Foundations/Accordion',
  component: Accordion,
  args: { items: [] },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '28rem' }}>
      <Accordion {...args} items={itemsFor(globals['locale'])} />
    </div>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const items = itemsFor(globals['locale']);
    const trigger = canvas.getByRole('button', { name: items[0].title });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(items[0].content)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: items[0].title })).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const items = itemsFor(globals['locale']);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: items[0].title })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: items[1].title });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: items[2].title })).toHaveFocus();
  },
};

export const OneOpen: Story = { args: { defaultValue: 'veg' } };

export const Multiple: Story = { args: { type: 'multiple', defaultValue: ['fruit', 'ice'], variant: 'plain' } };
