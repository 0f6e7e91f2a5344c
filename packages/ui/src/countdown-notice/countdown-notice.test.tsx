import { act, render, screen } from '@testing-library/react';
import { LocaleProvider } from '../locale-provider/locale-provider.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownNotice } from './countdown-notice.tsx';

describe('CountdownNotice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down twenty real seconds and then calls onDone once', () => {
    const onDone = vi.fn();
    render(<CountdownNotice onDone={onDone} />);
    expect(screen.getByRole('timer')).toHaveTextContent('in 20 seconds');
    act(() => {
      vi.advanceTimersByTime(19_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('in 1 second');
    expect(onDone).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to the homepage now');
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('uses the Arabic plural forms for the seconds left', () => {
    render(
      <LocaleProvider locale="ar-SA">
        <CountdownNotice seconds={11} />
      </LocaleProvider>,
    );
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('خلال 11 ثانية');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(timer).toHaveTextContent('خلال 10 ثوانٍ');
    act(() => {
      vi.advanceTimersByTime(8_000);
    });
    expect(timer).toHaveTextContent('خلال ثانيتين');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(timer).toHaveTextContent('خلال ثانية واحدة');
  });

  it('stops its clock when it unmounts', () => {
    const onDone = vi.fn();
    const { unmount } = render(<CountdownNotice seconds={3} onDone={onDone} />);
    unmount();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onDone).not.toHaveBeenCalled();
  });
});
