import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header, type HeaderProps } from './header.tsx';

const props: HeaderProps = {
  logo: 'Juicyin',
  country: 'sa',
  currency: 'SAR',
  language: 'en',
  user: { firstName: 'Sara' },
  cartCount: 1,
  cart: <a href="/checkout">Secure Checkout</a>,
};

describe('Header', () => {
  it('closes the bag popover when the page changes (after Secure Checkout it does not stay over the next page)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Header {...props} currentHref="/" />);
    const bag = screen.getByRole('button', { name: 'Shopping bag, 1 item' });
    await user.click(bag);
    expect(await screen.findByRole('link', { name: 'Secure Checkout' })).toBeVisible();
    expect(bag).toHaveAttribute('aria-expanded', 'true');
    rerender(<Header {...props} currentHref="/checkout" />);
    expect(screen.queryByRole('link', { name: 'Secure Checkout' })).toBeNull();
    expect(bag).toHaveAttribute('aria-expanded', 'false');
    // It opens again with one press on the new page.
    await user.click(bag);
    expect(await screen.findByRole('link', { name: 'Secure Checkout' })).toBeVisible();
  });

  it('closes the profile menu when the page changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Header {...props} currentHref="/" />);
    const profile = screen.getByRole('button', { name: 'Account of Sara' });
    await user.click(profile);
    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toBeVisible();
    rerender(<Header {...props} currentHref="/my-account" />);
    expect(screen.queryByRole('menuitem', { name: 'My Profile' })).toBeNull();
    expect(profile).toHaveAttribute('aria-expanded', 'false');
  });
});
