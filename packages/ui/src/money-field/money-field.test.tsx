import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider } from '../locale-provider/locale-provider.tsx';
import { describe, expect, it, vi } from 'vitest';
import { KitStringsProvider } from '../kit-strings/kit-strings-provider.tsx';
import { MoneyField, moneyFieldMessages, readMoneyInput, sarInputText } from './money-field.tsx';

const en = moneyFieldMessages.en;

describe('sarInputText', () => {
  it('writes halalas as the SAR text sar() reads back, without grouping', () => {
    expect(sarInputText(1250)).toBe('12.50');
    expect(sarInputText(0)).toBe('0.00');
    expect(sarInputText(5)).toBe('0.05');
    expect(sarInputText(123456789)).toBe('1234567.89');
  });
});

describe('readMoneyInput', () => {
  it('reads SAR into halalas, Arabic-Indic digits and the Arabic decimal sign too', () => {
    expect(readMoneyInput('12.5', en)).toEqual({ halalas: 1250, error: null });
    expect(readMoneyInput(' 3 ', en)).toEqual({ halalas: 300, error: null });
    expect(readMoneyInput('١٢٫٥٠', en)).toEqual({ halalas: 1250, error: null });
    expect(readMoneyInput('۷.۰۵', en)).toEqual({ halalas: 705, error: null });
  });

  it('refuses what is not an amount, a third decimal, a negative amount and nothing', () => {
    expect(readMoneyInput('12.505', en)).toEqual({ halalas: null, error: en.invalid });
    expect(readMoneyInput('1,250', en)).toEqual({ halalas: null, error: en.invalid });
    expect(readMoneyInput('abc', en)).toEqual({ halalas: null, error: en.invalid });
    expect(readMoneyInput('-1', en)).toEqual({ halalas: null, error: en.negative });
    expect(readMoneyInput('  ', en)).toEqual({ halalas: null, error: en.empty });
  });
});

describe('MoneyField', () => {
  it('opens with the amount in SAR and hands back halalas', async () => {
    const onChange = vi.fn();
    render(<MoneyField label="Fee" defaultValue={1000} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Fee' });
    expect(input).toHaveValue('10.00');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '4.25');
    expect(onChange).toHaveBeenLastCalledWith({ halalas: 425, error: null });
  });

  it('shows the kit’s error in Arabic for a wrong amount, and the currency from Intl', async () => {
    const onChange = vi.fn();
    render(
      <LocaleProvider locale="ar-SA">
        <MoneyField label="الرسوم" onChange={onChange} />
      </LocaleProvider>,
    );
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'الرسوم' });
    await user.type(input, '2.999');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(moneyFieldMessages.ar.invalid)).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ halalas: null, error: moneyFieldMessages.ar.invalid });
    expect(document.querySelector('.jui-money-field__currency')?.textContent).toBe(
      new Intl.NumberFormat('ar-SA-u-nu-latn', { style: 'currency', currency: 'SAR' })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value,
    );
  });

  it('takes its strings from a KitStringsProvider', async () => {
    render(
      <KitStringsProvider strings={{ en: { moneyField: { invalid: 'Not money' } } }}>
        <MoneyField label="Fee" />
      </KitStringsProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), 'x');
    await user.tab();
    expect(screen.getByText('Not money')).toBeInTheDocument();
  });

  it('leaves an empty field to the caller: no error of its own', async () => {
    const onChange = vi.fn();
    render(<MoneyField label="Fee" defaultValue={100} onChange={onChange} />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox');
    await user.clear(input);
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(onChange).toHaveBeenLastCalledWith({ halalas: null, error: en.empty });
  });
});
