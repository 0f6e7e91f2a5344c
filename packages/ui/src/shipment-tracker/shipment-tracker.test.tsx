import { render, screen } from '@testing-library/react';
import { LocaleProvider } from '../locale-provider/locale-provider.tsx';
import { describe, expect, it } from 'vitest';
import { formatEventTime, ShipmentTracker } from './shipment-tracker.tsx';

const events = [{ timestamp: '2026-11-20T09:15:00Z', location: 'Riyadh', status: 'Order placed' }];

describe('ShipmentTracker', () => {
  it('announces the step the shipment moved to when it changes', () => {
    const { rerender } = render(<ShipmentTracker current="processing" events={events} />);
    expect(screen.getByRole('status')).toHaveTextContent('Current step: Processing (step 2 of 4)');
    rerender(<ShipmentTracker current="shipping" events={events} />);
    expect(screen.getByRole('status')).toHaveTextContent('Current step: Shipping (step 3 of 4)');
    expect(screen.getByText('Shipping').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Processing').closest('li')).not.toHaveAttribute('aria-current');
  });

  it('shows event times in the Gregorian calendar with Latin digits in Arabic, in Riyadh time', () => {
    const text = formatEventTime('ar-SA', '2026-11-20T09:15:00Z', 'Asia/Riyadh');
    expect(text).toMatch(/2026/);
    expect(text).toMatch(/12:15/);
    expect(formatEventTime('en-SA', '2026-11-20T09:15:00Z', 'Asia/Riyadh')).toMatch(/Nov/);
  });

  it('labels the steps in Arabic under an Arabic locale', () => {
    render(
      <LocaleProvider locale="ar-SA">
        <ShipmentTracker current="delivered" events={[]} />
      </LocaleProvider>,
    );
    expect(screen.getByText('تم التوصيل').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('لا توجد أحداث للشحنة بعد.')).toBeInTheDocument();
  });

  it('marks no step current once the order is cancelled, and says when', () => {
    render(<ShipmentTracker current="processing" events={events} cancelledAt="2026-11-20T10:00:00Z" />);
    expect(screen.getByText('Processing').closest('li')).toHaveAttribute('data-state', 'complete');
    expect(screen.getByText('Shipping').closest('li')).toHaveAttribute('data-state', 'upcoming');
    expect(screen.getAllByRole('listitem').some((step) => step.hasAttribute('aria-current'))).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent(/Cancelled on Nov 20, 2026, 1:00/);
  });
});
