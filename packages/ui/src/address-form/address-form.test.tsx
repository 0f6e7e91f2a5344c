import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider } from '../locale-provider/locale-provider.tsx';
import { describe, expect, it, vi } from 'vitest';
import { sampleNationalAddresses } from '../national-address/national-address.samples.ts';
import { AddressForm } from './address-form.tsx';

const filled = {
  ...sampleNationalAddresses.en,
  firstName: 'Sara',
  lastName: 'Alqahtani',
  mobile: '0512345678',
  buildingNumber: '2929',
  additionalNumber: '7788',
  shortAddress: 'RRRD2929',
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

  it('submits an empty short address as null', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AddressForm defaultValues={{ ...filled, shortAddress: null }} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ shortAddress: null }));
  }, 20_000);

  it('does not submit while a required field is empty', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AddressForm defaultValues={{ ...filled, city: '', buildingNumber: null }} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Building number/ })).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);

  it('checks a national-address number when it is left, and clears the error as it is corrected', async () => {
    const user = userEvent.setup();
    render(<AddressForm />);
    const building = screen.getByRole('textbox', { name: /Building number/ });
    expect(building).toHaveAttribute('inputmode', 'numeric');
    await user.type(building, '292');
    expect(building).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(building).toHaveAttribute('aria-invalid', 'true');
    expect(building).toHaveAccessibleDescription(/Enter the 4-digit building number\./);
    await user.type(building, '9');
    expect(building).not.toHaveAttribute('aria-invalid');
  }, 20_000);

  it('takes Arabic-Indic digits as typed (the server normalises them), and refuses a wrong short address on submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <AddressForm defaultValues={{ ...filled, buildingNumber: '٢٩٢٩', shortAddress: 'RRRD29' }} onSubmit={onSubmit} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const short = screen.getByRole('textbox', { name: /Short address/ });
    expect(short).toHaveFocus();
    expect(short).toHaveAccessibleDescription(/Enter 4 letters and 4 digits, like RRRD2929, or leave it empty\./);
    await user.type(short, '29');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ buildingNumber: '٢٩٢٩', shortAddress: 'RRRD2929' }),
    );
  }, 20_000);

  it('labels, hints and checks in Arabic', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="ar-SA">
        <AddressForm />
      </LocaleProvider>,
    );
    const extra = screen.getByRole('textbox', { name: /الرقم الإضافي/ });
    expect(extra).toHaveAccessibleDescription(/4 أرقام، بعد الرمز البريدي في عنوانك الوطني/);
    await user.type(extra, '12');
    await user.tab();
    expect(extra).toHaveAccessibleDescription(/أدخل الرقم الإضافي المكوّن من 4 أرقام\./);
  }, 20_000);

  it('shows the server error at its field', () => {
    render(<AddressForm defaultValues={filled} errors={{ postalCode: 'Postal codes have 5 digits.' }} />);
    const postal = screen.getByRole('textbox', { name: /Postal code/ });
    expect(postal).toHaveAttribute('aria-invalid', 'true');
    expect(postal).toHaveAccessibleDescription(/Postal codes have 5 digits\./);
  });
});
