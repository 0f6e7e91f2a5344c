import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../locale-provider/index.ts';
import { AddedToBagModal } from './added-to-bag-modal.tsx';

describe('AddedToBagModal', () => {
  it('shows the line with its price in the raw value and closes on Escape (controlled)', async () => {
    const onOpenChange = vi.fn();
    render(
      <AddedToBagModal
        isOpen
        onOpenChange={onOpenChange}
        name="Mango"
        quantity={3}
        material="Regular"
        size="M"
        price={2_700}
        checkoutHref="/checkout"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Added to bag' });
    expect(within(dialog).getByText('Mango')).toBeInTheDocument();
    expect(within(dialog).getByText('3')).toBeInTheDocument();
    expect(dialog.querySelector('data')).toHaveAttribute('value', '2700');
    expect(within(dialog).queryByRole('region')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => {
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });
  });

  it('speaks Arabic in an Arabic locale', () => {
    render(
      <LocaleProvider locale="ar-SA">
        <AddedToBagModal
          isOpen
          name="مانجو"
          quantity={1}
          material="عادي"
          size="M"
          price={900}
          checkoutHref="/checkout"
        />
      </LocaleProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'أُضيف إلى الحقيبة' });
    expect(within(dialog).getByRole('link', { name: 'تابع إلى الدفع' })).toHaveAttribute('href', '/checkout');
  });
});
