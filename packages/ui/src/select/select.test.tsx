import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select.tsx';

const sizes = [
  { id: 's', label: 'Small' },
  { id: 'm', label: 'Medium' },
  { id: 'l', label: 'Large', isDisabled: true },
];

describe('Select', () => {
  it('opens a listbox from its button and selects an option by pointer', async () => {
    const onChange = vi.fn();
    render(<Select label="Size" options={sizes} placeholder="Choose a size" onChange={onChange} />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: /Size/ });
    expect(button).toHaveTextContent('Choose a size');
    await user.click(button);
    const listbox = screen.getByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'Medium' }));
    expect(onChange).toHaveBeenCalledWith('m');
    expect(button).toHaveTextContent('Medium');
  });

  it('is operable from the keyboard and skips disabled options', async () => {
    render(<Select label="Size" options={sizes} defaultValue="s" />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Large' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: /Size/ })).toHaveTextContent('Medium');
  });

  it('shows the error message when invalid', () => {
    render(<Select label="Size" options={sizes} isInvalid errorMessage="Choose a size" />);
    expect(screen.getByText('Choose a size')).toHaveClass('jui-field__error');
  });
});
