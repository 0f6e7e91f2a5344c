import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Slider } from './slider.tsx';

const labels = { en: 'Sweetness', ar: 'درجة الحلاوة' } as const;
type Locale = keyof typeof labels;
const labelFor = (locale: unknown) => labels[(locale as Locale | undefined) ?? 'en'];

const meta = {
  title: 'Foundations/Slider',
  component: Slider,
  args: { label: '', defaultValue: 50, onChange: fn() },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <Slider {...args} label={labelFor(globals['locale'])} />
    </div>
  ),
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const thumb = canvas.getByRole('slider', { name: labelFor(globals['locale']) });
    await expect(thumb).toHaveValue('50');
  },
};

export const KeyboardArrowsFollowTheReadingDirection: Story = {
  args: { step: 10 },
  play: async ({ canvas, userEvent, globals }) => {
    const ar = globals['locale'] === 'ar';
    const thumb = canvas.getByRole('slider');
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // In Arabic the scale runs right to left: ArrowRight moves toward the start, lowering it.
    await expect(thumb).toHaveValue(ar ? '40' : '60');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(thumb).toHaveValue(ar ? '60' : '40');
    await userEvent.keyboard('{Home}');
    await expect(thumb).toHaveValue('0');
  },
};

export const FillStartsAtTheInlineStart: Story = {
  args: { defaultValue: 25 },
  play: async ({ canvasElement }) => {
    const rtl = getComputedStyle(canvasElement).direction === 'rtl';
    const track = canvasElement.querySelector('.jui-slider__track')!.getBoundingClientRect();
    const fill = canvasElement.querySelector('.jui-slider__fill')!.getBoundingClientRect();
    await expect(Math.abs(rtl ? track.right - fill.right : fill.left - track.left)).toBeLessThan(1);
    await expect(fill.width / track.width).toBeCloseTo(0.25, 1);
  },
};

export const FormattedValue: Story = {
  args: { minValue: 0, maxValue: 500, step: 50, defaultValue: 150, tone: 'leaf' },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <Slider {...args} label={labelFor(globals['locale'])} formatValue={(value) => `${value} / 500`} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('output')).toHaveTextContent('150 / 500');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider')).toBeDisabled();
  },
};
