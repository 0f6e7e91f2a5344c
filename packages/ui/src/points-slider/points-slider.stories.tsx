import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PointsSlider } from './points-slider.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const meta = {
  title: 'Components/PointsSlider',
  component: PointsSlider,
  args: { balance: 420, defaultValue: 0, onRedeem: fn(), onChange: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: '26rem' }}>
      <PointsSlider {...args} />
    </div>
  ),
} satisfies Meta<typeof PointsSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountOf = (root: HTMLElement) => root.querySelector('.jui-points-slider__value')?.getAttribute('value');

export const SnapsToFiftyPointSteps: Story = {
  play: async ({ canvasElement, canvas, userEvent, globals, args }) => {
    const ar = localeOf(globals) === 'ar';
    const slider = canvas.getByRole('slider');
    await expect(slider).toHaveAttribute('max', '400');
    await expect(slider).toHaveAttribute('step', '50');
    slider.focus();
    // The arrow pointing toward the inline end increases: ArrowRight in English, ArrowLeft in Arabic.
    await userEvent.keyboard(ar ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(slider).toHaveValue('50');
    await expect(amountOf(canvasElement)).toBe('130');
    await userEvent.keyboard(ar ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(amountOf(canvasElement)).toBe('260');
    await userEvent.keyboard(ar ? '{ArrowRight}' : '{ArrowLeft}');
    await expect(slider).toHaveValue('50');
    await userEvent.click(canvas.getByRole('button', { name: ar ? /استبدل/ : /Redeem for/ }));
    await expect(args.onRedeem).toHaveBeenCalledWith(50, 130);
  },
};

export const AllPoints: Story = {
  args: { defaultValue: undefined },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('slider')).toHaveValue('400');
    // 400 points = 8 × SAR 1.30 = SAR 10.40.
    await expect(amountOf(canvasElement)).toBe('1040');
  },
};

export const LimitedByOrder: Story = {
  args: { balance: 1_000, max: 180, defaultValue: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider')).toHaveAttribute('max', '150');
  },
};

export const BelowFifty: Story = {
  args: { balance: 30 },
  play: async ({ canvas, globals }) => {
    const ar = localeOf(globals) === 'ar';
    await expect(canvas.getByRole('slider')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: ar ? /استبدل/ : /Redeem for/ })).toBeDisabled();
    await expect(canvas.getByText(ar ? /تحتاج إلى 50 نقطة على الأقل/ : /at least 50 points/)).toBeInTheDocument();
  },
};

export const Wallet: Story = {
  args: { variant: 'wallet', balance: 4_550, step: 100, defaultValue: 1_000 },
  play: async ({ canvasElement, canvas, userEvent, globals, args }) => {
    const ar = localeOf(globals) === 'ar';
    const slider = canvas.getByRole('slider');
    await expect(slider).toHaveAttribute('max', '4550');
    await expect(amountOf(canvasElement)).toBe('1000');
    slider.focus();
    await userEvent.keyboard(ar ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(amountOf(canvasElement)).toBe('1100');
    await userEvent.click(canvas.getByRole('button', { name: ar ? /استخدم/ : /Use/ }));
    await expect(args.onRedeem).toHaveBeenCalledWith(1100);
  },
};

export const WalletEmpty: Story = {
  args: { variant: 'wallet', balance: 0 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('slider')).toBeDisabled();
    await expect(
      canvas.getByText(
        localeOf(globals) === 'ar' ? 'لا يوجد رصيد في محفظتك لاستخدامه.' : 'Your wallet has no credit to use.',
      ),
    ).toBeInTheDocument();
  },
};
