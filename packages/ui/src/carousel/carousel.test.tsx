import { act, fireEvent, render, screen } from '@testing-library/react';
import { LocaleProvider } from '../locale-provider/locale-provider.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselSlide } from './carousel.tsx';

const slides: readonly CarouselSlide[] = [
  { id: 'a', label: 'Refill', content: <p>Refill your juice glass</p> },
  { id: 'b', label: 'Points', content: <p>Earn points</p> },
];

function setReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('rotates on its own with rotation not announced, and stops while focus is inside', () => {
    setReducedMotion(false);
    render(<Carousel label="Offers" slides={slides} interval={5000} />);
    expect(screen.getByText('Refill your juice glass')).toBeVisible();
    expect(screen.getByText('Earn points').parentElement?.parentElement).toHaveAttribute('aria-live', 'off');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText('Earn points')).toBeVisible();
    fireEvent.focusIn(screen.getByRole('button', { name: 'Next slide' }));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText('Earn points')).toBeVisible();
    expect(screen.getByText('Refill your juice glass')).not.toBeVisible();
    fireEvent.focusOut(screen.getByRole('button', { name: 'Next slide' }));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText('Refill your juice glass')).toBeVisible();
  });

  it('does not rotate when the shopper prefers reduced motion', () => {
    setReducedMotion(true);
    render(<Carousel label="Offers" slides={slides} interval={5000} />);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByText('Refill your juice glass')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeDisabled();
  });

  it('takes ArrowLeft as forward in Arabic', () => {
    setReducedMotion(true);
    render(
      <LocaleProvider locale="ar-SA">
        <Carousel label="العروض" slides={slides} autoPlay={false} />
      </LocaleProvider>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'الشريحة التالية' }), { key: 'ArrowLeft' });
    expect(screen.getByText('Earn points')).toBeVisible();
    expect(screen.getByRole('group', { name: '2 من 2: Points' })).toBeInTheDocument();
  });
});
