import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from './product-card.tsx';

describe('ProductCard', () => {
  it('follows a controlled favourite and reports presses without flipping on its own', async () => {
    const user = userEvent.setup();
    const onFavouriteChange = vi.fn();
    const { rerender } = render(
      <ProductCard title="Mango" href="/p" price={900} isFavourite={false} onFavouriteChange={onFavouriteChange} />,
    );
    const heart = screen.getByRole('button', { name: 'Save Mango to wishlist' });
    await user.click(heart);
    expect(onFavouriteChange).toHaveBeenCalledWith(true);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    rerender(<ProductCard title="Mango" href="/p" price={900} isFavourite onFavouriteChange={onFavouriteChange} />);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows no discount badge without an old price, or when the old price is not higher', () => {
    const { container, rerender } = render(<ProductCard title="Mango" href="/p" price={900} />);
    expect(container.querySelector('[data-slot="badge"]')).toBeNull();
    rerender(<ProductCard title="Mango" href="/p" price={900} oldPrice={900} />);
    expect(container.querySelector('[data-slot="badge"]')).toBeNull();
    rerender(<ProductCard title="Mango" href="/p" price={12_000} oldPrice={14_000} />);
    expect(container.querySelector('[data-slot="badge"]')).toHaveTextContent('14');
  });

  it('names its product in the Add to bag button, as in its Read More link (many cards share a page)', () => {
    render(<ProductCard title="Mango" href="/p" price={900} />);
    expect(screen.getByRole('button', { name: 'Add to bag Mango' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Read More about Mango' })).toHaveAttribute('href', '/p');
  });

  it('tells out of stock apart from a discount with a text badge and a disabled button', () => {
    const { container } = render(<ProductCard title="Mango" href="/p" price={900} oldPrice={1_200} isOutOfStock />);
    expect(container.querySelector('[data-slot="badge"]')).toHaveTextContent('Out of stock');
    expect(screen.getByRole('button', { name: 'Out of stock Mango' })).toBeDisabled();
  });
});
