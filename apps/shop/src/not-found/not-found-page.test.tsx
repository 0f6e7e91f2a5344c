import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShopFrame } from '../testing/shop-frame.tsx';
import { NotFoundPage } from './not-found-page.tsx';

const home = [{ path: '/', element: <p>Home page</p> }];

describe('NotFoundPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes home by itself after 20 seconds, and not before', async () => {
    render(
      <ShopFrame language="en" path="/no-such-page" routes={home}>
        <NotFoundPage />
      </ShopFrame>,
    );
    expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('We could not find the page you are looking for.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(19_000));
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('can be left at once with "Go to homepage"', async () => {
    render(
      <ShopFrame language="en" path="/no-such-page" routes={home}>
        <NotFoundPage />
      </ShopFrame>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Go to homepage' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('speaks Arabic in Arabic', () => {
    render(
      <ShopFrame language="ar" path="/no-such-page" routes={home}>
        <NotFoundPage />
      </ShopFrame>,
    );
    expect(screen.getByRole('heading', { name: 'عذرًا!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اذهب إلى الصفحة الرئيسية' })).toBeInTheDocument();
  });
});
