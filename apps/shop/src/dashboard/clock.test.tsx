import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/all-catalogues.ts';
import type { Language } from '../i18n/messages.ts';
import { MessagesProvider } from '../i18n/messages-provider.tsx';
import { FixedStaffClock, useNow } from './clock.tsx';
import { OrderAge } from './order-age.tsx';

const placedAt = '2026-11-22T13:48:00.000Z';

/** An order's age on the dashboard's clock, as the queue, the table and the order page show it. */
function Age() {
  return (
    <p data-testid="age">
      <OrderAge placedAt={placedAt} now={useNow()} />
    </p>
  );
}

function inLanguage(language: Language, children: ReactNode) {
  return <MessagesProvider language={language}>{children}</MessagesProvider>;
}

describe("the dashboard's clock and its ages", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-11-22T14:00:30.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders no age on the server, so the server’s clock never meets the browser’s', () => {
    const html = renderToString(inLanguage('en', <Age />));
    expect(html).not.toContain('<time');
    expect(html).not.toContain('minute');
  });

  it('hydrates the server’s page without a mismatch, then shows the age by the browser’s clock', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(inLanguage('en', <Age />));
    document.body.append(container);
    const errors: unknown[] = [];
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, inLanguage('en', <Age />), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe('PT12M');
    expect(container).toHaveTextContent('12 minutes');
    act(() => root?.unmount());
    container.remove();
  });

  it('moves the age on at the turn of each minute, in the domain’s whole minutes', () => {
    render(inLanguage('en', <Age />));
    expect(screen.getByTestId('age')).toHaveTextContent('12 minutes');
    // 14:01:00 and a moment: the timer set for the turn of the minute has fired.
    act(() => {
      vi.advanceTimersByTime(30_100);
    });
    expect(screen.getByTestId('age')).toHaveTextContent('13 minutes');
    act(() => {
      vi.advanceTimersByTime(60 * 60_000);
    });
    expect(screen.getByTestId('age')).toHaveTextContent('1 hour and 13 minutes');
  });

  it('stands still at a fixed time, in the page’s language', () => {
    render(
      <FixedStaffClock value={Date.parse('2026-11-22T16:03:00.000Z')}>{inLanguage('ar', <Age />)}</FixedStaffClock>,
    );
    expect(screen.getByTestId('age')).toHaveTextContent('ساعتان و15 دقيقة');
    act(() => {
      vi.advanceTimersByTime(5 * 60_000);
    });
    expect(screen.getByTestId('age')).toHaveTextContent('ساعتان و15 دقيقة');
  });
});
