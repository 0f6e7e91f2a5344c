import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressForm } from './address-form.tsx';

const filled = {
  firstName: 'Sara',
  lastName: 'Alqahtani',
  mobile: '0512345678',
  postalCode: '12211',
  district: 'Al Olaya',
  street: '12 King Fahd Road',
  city: 'Riyadh',
  region: 'Riyadh Region',
  type: 'work' as const,
};

describe('AddressForm', () => {
  it('submits every field of the address, with the type and the default choice', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AddressForm defaultValues={filled} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('checkbox', { name: 'Make this my default address' }));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...filled, isDefault: true });
  }, 20_000);

  it('does not submit while a required field is empty', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AddressForm defaultValues={{ ...filled, city: '' }} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);

  it('shows the server error at its field', () => {
    render(<AddressForm defaultValues={filled} errors={{ postalCode: 'Postal codes have 5 digits.' }} />);
    const postal = screen.getByRole('textbox', { name: /Postal code/ });
    expect(postal).toHaveAttribute('aria-invalid', 'true');
    expect(postal).toHaveAccessibleDescription(/Postal codes have 5 digits\./);
  });
});
