import { render, screen } from '@testing-library/react';
import { LocaleProvider } from '../locale-provider/locale-provider.tsx';
import { describe, expect, it } from 'vitest';
import { Rating } from './rating.tsx';

describe('Rating', () => {
  it('reads as "4.5 out of 5" and fills four and a half stars', () => {
    const { container } = render(
      <LocaleProvider locale="en-SA">
        <Rating value={4.5} reviewCount={12} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('img', { name: '4.5 out of 5' })).toBeInTheDocument();
    // Four stars with the gaps after them (4 × 1.125em), then half of the fifth.
    expect(container.querySelector<HTMLElement>('.jui-rating__fill')?.style.inlineSize).toBe('5em');
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
  });

  it('uses the singular for one review', () => {
    render(
      <LocaleProvider locale="en-SA">
        <Rating value={3} reviewCount={1} />
      </LocaleProvider>,
    );
    expect(screen.getByText('1 review')).toBeInTheDocument();
  });

  it('reads in Arabic with Arabic plural forms', () => {
    const { rerender } = render(
      <LocaleProvider locale="ar-SA">
        <Rating value={4} reviewCount={2} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('img', { name: '4 من 5' })).toBeInTheDocument();
    expect(screen.getByText('مراجعتان')).toBeInTheDocument();
    rerender(
      <LocaleProvider locale="ar-SA">
        <Rating value={4} reviewCount={3} />
      </LocaleProvider>,
    );
    expect(screen.getByText('3 مراجعات')).toBeInTheDocument();
    rerender(
      <LocaleProvider locale="ar-SA">
        <Rating value={4} reviewCount={11} />
      </LocaleProvider>,
    );
    expect(screen.getByText('11 مراجعة')).toBeInTheDocument();
  });

  it('fills whole stars with their gaps and a part of the next, up to the whole row', () => {
    const fill = (value: number) => {
      const { container, unmount } = render(
        <LocaleProvider locale="en-SA">
          <Rating value={value} />
        </LocaleProvider>,
      );
      const size = container.querySelector<HTMLElement>('.jui-rating__fill')?.style.inlineSize;
      unmount();
      return size;
    };
    expect([0, 1, 3.7, 5].map(fill)).toEqual(['0em', '1.125em', '4.075em', '5.5em']);
  });

  it('draws the five stars in two drawings, not an icon each', () => {
    const { container } = render(
      <LocaleProvider locale="en-SA">
        <Rating value={2.5} />
      </LocaleProvider>,
    );
    expect(container.querySelectorAll('svg')).toHaveLength(2);
    expect(container.querySelectorAll('svg path')).toHaveLength(2);
  });

  it('keeps the value between 0 and 5 with one decimal', () => {
    render(
      <LocaleProvider locale="en-SA">
        <Rating value={7.26} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('img', { name: '5 out of 5' })).toBeInTheDocument();
  });
});
