import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { directionOf, LocaleProvider, useLocale } from './locale-provider.tsx';

function Probe() {
  const { locale, direction } = useLocale();
  return <p>{`${locale} ${direction}`}</p>;
}

describe('LocaleProvider', () => {
  it('gives Arabic a right-to-left direction and English a left-to-right one', () => {
    expect(directionOf('ar-SA')).toBe('rtl');
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en-SA')).toBe('ltr');
  });

  it('passes the locale and its direction to react-aria', () => {
    render(
      <LocaleProvider locale="ar-SA">
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByText('ar-SA rtl')).toBeInTheDocument();
  });
});
