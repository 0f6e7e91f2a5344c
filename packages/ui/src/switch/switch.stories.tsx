import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch } from './switch.tsx';

const labels = { en: 'E-mail me when my points balance changes', ar: 'راسلني عند تغير رصيد نقاطي' } as const;
type Locale = keyof typeof labels;

const meta = {
  title: 'Foundations/Switch',
  component: Switch,
  args: { children: '', onChange: fn() },
  render: (args, { globals }) => <Switch {...args}>{labels[(globals['locale'] as Locale | undefined) ?? 'en']}</Switch>,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole('switch');
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const OnThumbAtTheInlineEnd: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    const rtl = getComputedStyle(canvasElement).direction === 'rtl';
    const track = canvasElement.querySelector('.jui-switch__track')!.getBoundingClientRect();
    const thumb = canvasElement.querySelector('.jui-switch__thumb')!.getBoundingClientRect();
    const thumbCentre = thumb.left + thumb.width / 2;
    const trackCentre = track.left + track.width / 2;
    await expect(rtl ? thumbCentre < trackCentre : thumbCentre > trackCentre).toBe(true);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};
