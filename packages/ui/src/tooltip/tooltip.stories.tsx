import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { IconButton } from '../icon-button/icon-button.tsx';
import { InfoIcon } from '../icons/index.ts';
import { Tooltip } from './tooltip.tsx';

const copy = {
  en: { label: 'Cash on delivery', tip: 'Cash on delivery is unavailable due to the pandemic' },
  ar: { label: 'الدفع عند الاستلام', tip: 'الدفع عند الاستلام غير متاح بسبب الجائحة' },
} as const;
type Locale = keyof typeof copy;
const textFor = (locale: unknown) => copy[(locale as Locale | undefined) ?? 'en'];

const meta = {
  title: 'Foundations/Tooltip',
  component: Tooltip,
  args: { content: '', children: <span /> },
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <div style={{ padding: '4rem' }}>
        <Tooltip {...args} content={t.tip}>
          <IconButton label={t.label}>
            <InfoIcon />
          </IconButton>
        </Tooltip>
      </div>
    );
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = textFor(globals['locale']);
    // The first focus (the react-aria part not loaded yet) shows the tooltip.
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(t.tip);
    await expect(canvas.getByRole('button', { name: t.label })).toHaveAccessibleDescription(t.tip);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

// The react-aria part loads on the first hover: the tooltip still opens after its delay, describes
// the button while shown, and Escape closes it.
export const OnHover: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = textFor(globals['locale']);
    const button = canvas.getByRole('button', { name: t.label });
    await expect(button).not.toHaveAccessibleDescription();
    await userEvent.hover(button);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(t.tip);
    await expect(button).toHaveAccessibleDescription(t.tip);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(button).not.toHaveAccessibleDescription();
  },
};

export const Open: Story = { args: { defaultOpen: true, placement: 'bottom' } };

export const Light: Story = { args: { defaultOpen: true, tone: 'light', placement: 'end' } };
