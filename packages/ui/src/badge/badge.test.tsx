import { render, screen } from '@testing-library/react';
import { LocaleProvider } from '../locale-provider/locale-provider.tsx';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.tsx';

describe('Badge', () => {
  it('shows a discount as a negative Intl percentage and reads it as an amount off', () => {
    const { container } = render(
      <LocaleProvider locale="en-SA">
        <Badge discountPercent={24} />
      </LocaleProvider>,
    );
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('-24%');
    expect(screen.getByText('24% off')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-variant', 'discount');
    expect(container.firstElementChild).toHaveClass('jui-badge--sale');
  });

  it('formats the discount for Arabic', () => {
    const { container } = render(
      <LocaleProvider locale="ar-SA">
        <Badge discountPercent={24} />
      </LocaleProvider>,
    );
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toContain('٪');
    expect(screen.getByText(/^خصم/)).toBeInTheDocument();
  });

  it('renders a text badge in the tone asked for', () => {
    render(<Badge tone="leaf">New</Badge>);
    expect(screen.getByText('New')).toHaveClass('jui-badge', 'jui-badge--leaf');
  });
});
