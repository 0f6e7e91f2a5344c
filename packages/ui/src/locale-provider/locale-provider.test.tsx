import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { directionOf, LocaleProvider, useLocale } from './locale-provider.tsx';

function Probe({ onRender }: { readonly onRender?: () => void }) {
  const { locale, direction } = useLocale();
  onRender?.();
  return <p>{`${locale} ${direction}`}</p>;
}

describe('LocaleProvider', () => {
  it('gives Arabic a right-to-left direction and English a left-to-right one', () => {
    expect(directionOf('ar-SA')).toBe('rtl');
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en-SA')).toBe('ltr');
  });

  it('gives its locale and direction to the components inside it', () => {
    render(
      <LocaleProvider locale="ar-SA">
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByText('ar-SA rtl')).toBeInTheDocument();
  });

  it('leaves the kit in English outside a provider', () => {
    render(<Probe />);
    expect(screen.getByText('en-SA ltr')).toBeInTheDocument();
  });

  it('renders a component that reads the locale once when a server-rendered page is taken over', () => {
    let renders = 0;
    const page = (
      <LocaleProvider locale="ar-SA">
        <Probe onRender={() => (renders += 1)} />
      </LocaleProvider>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page);
    renders = 0;
    act(() => {
      hydrateRoot(container, page);
    });
    expect(screen.getByText('ar-SA rtl')).toBeInTheDocument();
    expect(renders).toBe(1);
    container.remove();
  });
});
