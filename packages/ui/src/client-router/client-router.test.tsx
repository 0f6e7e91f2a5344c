import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { ClientRouter } from './client-router.tsx';

describe('ClientRouter', () => {
  it('sends a click on a kit link to the app router, keeping a real href', async () => {
    const navigate = vi.fn();
    render(
      <ClientRouter navigate={navigate}>
        <Link href="/products-list">Fruit juice</Link>
      </ClientRouter>,
    );
    const link = screen.getByRole('link', { name: 'Fruit juice' });
    expect(link).toHaveAttribute('href', '/products-list');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/products-list', undefined);
  });
});
