import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider } from '../locale-provider/locale-provider.tsx';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper.tsx';

function renderIn(locale: string, ui: React.ReactElement) {
  return render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);
}

describe('QuantityStepper', () => {
  it('starts at 1 and steps with its buttons, named in English', async () => {
    const onChange = vi.fn();
    renderIn('en-SA', <QuantityStepper onChange={onChange} />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    expect(input).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(input).toHaveValue('3');
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('never goes past 99', async () => {
    renderIn('en-SA', <QuantityStepper defaultValue={98} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(screen.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
    const input = screen.getByRole('textbox');
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('99');
  });

  it('clamps a typed quantity to the bounds when it loses focus', async () => {
    renderIn('en-SA', <QuantityStepper />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox');
    await user.clear(input);
    await user.type(input, '250');
    await user.tab();
    expect(input).toHaveValue('99');
  });

  it('steps toward the arrow key in English: right increases, left decreases', async () => {
    renderIn('en-SA', <QuantityStepper defaultValue={5} />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox');
    await user.click(input);
    await user.keyboard('{ArrowRight}');
    expect(input).toHaveValue('6');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(input).toHaveValue('4');
  });

  it('reverses the inline arrows in Arabic: left increases', async () => {
    renderIn('ar-SA', <QuantityStepper defaultValue={5} />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'الكمية' });
    await user.click(input);
    await user.keyboard('{ArrowLeft}');
    expect(input).toHaveValue('6');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(input).toHaveValue('4');
    expect(screen.getByRole('button', { name: 'زيادة الكمية' })).toBeInTheDocument();
  });

  it('follows a controlled value', async () => {
    const onChange = vi.fn();
    renderIn('en-SA', <QuantityStepper value={4} onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(onChange).toHaveBeenCalledWith(5);
    expect(screen.getByRole('textbox')).toHaveValue('4');
  });
});
