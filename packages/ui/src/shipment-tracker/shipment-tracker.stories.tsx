import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type ShipmentEvent, ShipmentTracker } from './shipment-tracker.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const events: Record<Locale, readonly ShipmentEvent[]> = {
  en: [
    { timestamp: '2026-11-20T09:15:00Z', location: 'Riyadh, Al Olaya', status: 'Order placed' },
    {
      timestamp: '2026-11-20T11:40:00Z',
      location: 'Riyadh, Al Olaya',
      status: 'Ready for handover to logistics partner',
    },
  ],
  ar: [
    { timestamp: '2026-11-20T09:15:00Z', location: 'الرياض، العليا', status: 'تم تقديم الطلب' },
    { timestamp: '2026-11-20T11:40:00Z', location: 'الرياض، العليا', status: 'جاهز للتسليم إلى شريك الشحن' },
  ],
};

const meta = {
  title: 'Components/ShipmentTracker',
  component: ShipmentTracker,
  args: { current: 'processing', events: [] },
  render: (args, { globals }) => (
    <ShipmentTracker {...args} events={args.events.length > 0 ? args.events : events[localeOf(globals)]} />
  ),
} satisfies Meta<typeof ShipmentTracker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Processing: Story = {
  play: async ({ canvas, globals }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    const current = steps.filter((step) => step.getAttribute('aria-current') === 'step');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent(localeOf(globals) === 'ar' ? 'قيد التجهيز' : 'Processing');
    await expect(steps[0]).toHaveAttribute('data-state', 'complete');
    await expect(steps[2]).toHaveAttribute('data-state', 'upcoming');
    const live = canvas.getByRole('status');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toHaveTextContent(localeOf(globals) === 'ar' ? 'المرحلة 2 من 4' : 'step 2 of 4');
    const table = canvas.getByRole('table');
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    const time = table.querySelector('time');
    await expect(time).toHaveAttribute('dateTime', '2026-11-20T09:15:00.000Z');
    // 09:15 UTC is 12:15 in Riyadh, formatted by Intl for the locale.
    await expect(time?.textContent).toMatch(/12:15/);
  },
};

export const Ordered: Story = {
  args: { current: 'ordered' },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('listitem');
    await expect(first).toHaveAttribute('aria-current', 'step');
  },
};

export const Delivered: Story = {
  args: { current: 'delivered' },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps[3]).toHaveAttribute('aria-current', 'step');
    await expect(steps.slice(0, 3).every((step) => step.dataset['state'] === 'complete')).toBe(true);
  },
};

export const NoEvents: Story = {
  render: (args) => <ShipmentTracker {...args} events={[]} />,
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(localeOf(globals) === 'ar' ? 'لا توجد أحداث للشحنة بعد.' : 'No shipment events yet.'),
    ).toBeInTheDocument();
  },
};

/** Each step reached shows when (Riyadh time, Gregorian calendar, Latin digits). */
export const WithTimes: Story = {
  args: {
    current: 'shipping',
    reachedAt: {
      ordered: '2026-11-20T09:15:00Z',
      processing: '2026-11-20T11:40:00Z',
      shipping: '2026-11-20T13:05:00Z',
    },
  },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps[0]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T09:15:00.000Z');
    await expect(steps[2]?.querySelector('time')?.textContent).toMatch(/4:05|16:05/);
    await expect(steps[3]?.querySelector('time')).toBeNull();
  },
};

/** A cancelled order: the steps it reached are complete, none is current, and it says when it was cancelled. */
export const Cancelled: Story = {
  args: {
    current: 'ordered',
    reachedAt: { ordered: '2026-11-20T09:15:00Z' },
    cancelledAt: '2026-11-20T09:40:00Z',
  },
  play: async ({ canvas, globals }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps[0]).toHaveAttribute('data-state', 'complete');
    await expect(steps.some((step) => step.hasAttribute('aria-current'))).toBe(false);
    await expect(canvas.getByRole('status')).toHaveTextContent(localeOf(globals) === 'ar' ? 'أُلغي في' : 'Cancelled on');
  },
};

/** A finished shipment (as the server reports a delivered order): every step complete, none current. */
export const Finished: Story = {
  args: { current: 'delivered', finished: true },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps.every((step) => step.dataset['state'] === 'complete')).toBe(true);
    await expect(steps.some((step) => step.hasAttribute('aria-current'))).toBe(false);
  },
};

export const Compact: Story = { args: { density: 'compact', current: 'shipping' } };
