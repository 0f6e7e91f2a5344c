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
    const fills = [...container.querySelectorAll('.jui-rating__star')].map((star) => star.getAttribute('data-fill'));
    expect(fills).toEqual(['full', 'full', 'full', 'full', 'partial']);
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

  it('keeps the value between 0 and 5 with one decimal', () => {
    render(
      <LocaleProvider locale="en-SA">
        <Rating value={7.26} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('img', { name: '5 out of 5' })).toBeInTheDocument();
  });
});
