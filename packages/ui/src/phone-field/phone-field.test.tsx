import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhoneField } from './phone-field.tsx';

describe('PhoneField', () => {
  it('hands back the number normalised by the domain', async () => {
    const onNormalizedChange = vi.fn();
    render(<PhoneField label="Mobile" onNormalizedChange={onNormalizedChange} />);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Mobile' }), '0501234567');
    expect(onNormalizedChange).toHaveBeenLastCalledWith('+966501234567');
  });

  it('marks a number that is not a Saudi mobile as invalid once the shopper leaves it', async () => {
    render(<PhoneField label="Mobile" />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox');
    await user.type(input, '0412345678');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a Saudi mobile number, like 5X XXX XXXX.')).toBeInTheDocument();
  });

  it('runs the caller’s own validation after the domain’s', async () => {
    render(<PhoneField label="Mobile" validate={(value) => (value.endsWith('0000') ? 'Taken' : null)} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), '0501230000');
    await user.tab();
    expect(screen.getByText('Taken')).toBeInTheDocument();
  });
});
