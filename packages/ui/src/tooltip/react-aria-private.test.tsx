import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { FocusableProvider, isFocusVisible } from './react-aria-private.ts';

// The Tooltip leans on these private react-aria exports (see react-aria-private.ts). If a react-aria
// upgrade moves or changes them, this fails here rather than in a tooltip that no longer shows.
describe('react-aria’s private exports the Tooltip uses', () => {
  it('FocusableProvider gives a react-aria Button inside it handlers, a description and a ref', async () => {
    const onFocus = vi.fn();
    const ref = createRef<HTMLElement>();
    render(
      <FocusableProvider onFocus={onFocus} aria-describedby="tip" ref={ref}>
        <Button>Save</Button>
      </FocusableProvider>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-describedby', 'tip');
    expect(ref.current).toBe(button);
    await userEvent.setup().tab();
    expect(button).toHaveFocus();
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it('isFocusVisible is true after the keyboard and false after the pointer', async () => {
    expect(typeof isFocusVisible).toBe('function');
    render(<Button>Save</Button>);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(isFocusVisible()).toBe(false);
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(isFocusVisible()).toBe(true);
  });
});
