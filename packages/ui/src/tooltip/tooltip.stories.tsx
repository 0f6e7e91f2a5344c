import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
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

function InLandmark({ label, tip }: { readonly label: string; readonly tip: string }) {
  const landmark = useRef<HTMLElement>(null);
  return (
    <aside ref={landmark} aria-label="Notes" style={{ padding: '4rem' }}>
      <Tooltip content={tip} portalContainer={landmark}>
        <IconButton label={label}>
          <InfoIcon />
        </IconButton>
      </Tooltip>
    </aside>
  );
}

// A page that keeps all its content in landmarks gives the tooltip the trigger's landmark, as a ref
// (read when the tooltip shows): the tooltip is rendered inside it, not at the end of the body.
export const InItsLandmark: Story = {
  tags: ['no-visual'],
  render: (_args, { globals }) => (
    <InLandmark label={textFor(globals['locale']).label} tip={textFor(globals['locale']).tip} />
  ),
  play: async ({ canvas, userEvent, globals }) => {
    const t = textFor(globals['locale']);
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(t.tip);
    await expect(tooltip.closest('aside')).toBe(canvas.getByRole('complementary', { name: 'Notes' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true, placement: 'bottom' } };

export const Light: Story = { args: { defaultOpen: true, tone: 'light', placement: 'end' } };
