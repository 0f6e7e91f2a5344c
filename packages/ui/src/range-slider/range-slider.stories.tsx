import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RangeSlider } from './range-slider.tsx';

const copy = {
  en: { label: 'Price', min: 'Minimum', max: 'Maximum' },
  ar: { label: 'السعر', min: 'الحد الأدنى', max: 'الحد الأقصى' },
} as const;
type Locale = keyof typeof copy;
const textFor = (locale: unknown) => copy[(locale as Locale | undefined) ?? 'en'];

const meta = {
  title: 'Foundations/RangeSlider',
  component: RangeSlider,
  args: { label: '', minValue: 0, maxValue: 100, defaultValue: [20, 80], onChange: fn() },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <RangeSlider {...args} label={textFor(globals['locale']).label} />
    </div>
  ),
} satisfies Meta<typeof RangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = textFor(globals['locale']);
    await expect(canvas.getByRole('slider', { name: new RegExp(t.min) })).toHaveValue('20');
    await expect(canvas.getByRole('slider', { name: new RegExp(t.max) })).toHaveValue('80');
  },
};

export const KeyboardArrowsFollowTheReadingDirection: Story = {
  args: { step: 5 },
  play: async ({ canvas, userEvent, args, globals }) => {
    const ar = globals['locale'] === 'ar';
    const t = textFor(globals['locale']);
    await userEvent.tab();
    const min = canvas.getByRole('slider', { name: new RegExp(t.min) });
    await expect(min).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(min).toHaveValue(ar ? '15' : '25');
    await expect(args.onChange).toHaveBeenLastCalledWith(ar ? [15, 80] : [25, 80]);
  },
};

export const ThumbsCannotCross: Story = {
  args: { defaultValue: [50, 55], step: 5 },
  play: async ({ canvas, userEvent, globals }) => {
    const ar = globals['locale'] === 'ar';
    const t = textFor(globals['locale']);
    await userEvent.tab();
    await userEvent.keyboard(ar ? '{ArrowLeft}{ArrowLeft}{ArrowLeft}' : '{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('slider', { name: new RegExp(t.min) })).toHaveValue('55');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
