import { render, screen } from '@testing-library/react';
import { LocaleProvider } from '../locale-provider/locale-provider.tsx';
import { describe, expect, it } from 'vitest';
import { Price } from './price.tsx';

const withoutBidi = (text: string | null) => (text ?? '').replace(/[\u200e\u200f\u061c]/g, '');

describe('Price', () => {
  it('formats halalas through the domain and keeps the raw amount in <data value>', () => {
    const { container } = render(
      <LocaleProvider locale="en-SA">
        <Price amount={12350} />
      </LocaleProvider>,
    );
    const data = container.querySelector('data');
    expect(data).toHaveAttribute('value', '12350');
    expect(data).toHaveTextContent('SAR 123.50');
    expect(container.querySelector('s')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-variant', 'regular');
  });

  it('strikes the old price and announces both prices in English', () => {
    const { container } = render(
      <LocaleProvider locale="en-SA">
        <Price amount={1900} oldAmount={2500} />
      </LocaleProvider>,
    );
    const values = [...container.querySelectorAll('data')].map((data) => data.getAttribute('value'));
    expect(values).toEqual(['1900', '2500']);
    const old = container.querySelector('s');
    expect(old).toHaveTextContent('Regular price SAR 25.00');
    expect(screen.getByText('Sale price')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-variant', 'sale');
  });

  it('announces the prices in Arabic with Latin digits by default', () => {
    const { container } = render(
      <LocaleProvider locale="ar-SA">
        <Price amount={1900} oldAmount={2500} />
      </LocaleProvider>,
    );
    expect(screen.getByText('سعر التخفيض')).toBeInTheDocument();
    expect(screen.getByText('السعر الأصلي')).toBeInTheDocument();
    expect(withoutBidi(container.querySelector('data')?.textContent ?? '')).toContain('19.00');
  });

  it('shows Arabic-Indic digits when asked', () => {
    const { container } = render(
      <LocaleProvider locale="ar-SA">
        <Price amount={1900} numerals="arab" />
      </LocaleProvider>,
    );
    expect(container.querySelector('data')?.textContent).toContain('١٩٫٠٠');
  });

  it('marks a converted price as approximate', () => {
    const { container } = render(
      <LocaleProvider locale="en-SA">
        <Price amount={507} currency="USD" />
      </LocaleProvider>,
    );
    expect(container.querySelector('.jui-price__approx')).toHaveTextContent('≈');
    expect(screen.getByText('Approximately')).toBeInTheDocument();
    expect(container.querySelector('data')).toHaveTextContent('$5.07');
  });

  it('ignores an old price that is not higher than the price', () => {
    const { container } = render(
      <LocaleProvider locale="en-SA">
        <Price amount={2500} oldAmount={2500} />
      </LocaleProvider>,
    );
    expect(container.querySelector('s')).toBeNull();
  });
});
