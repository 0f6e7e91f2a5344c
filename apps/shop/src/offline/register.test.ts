import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpdateWaiting } from './update-store.ts';

// workbox-window's Workbox in a browser talks to navigator.serviceWorker, which jsdom has not: a
// stand-in with its events and messageSkipWaiting records what the registration does with them.
const created: FakeWorkbox[] = [];
class FakeWorkbox extends EventTarget {
  readonly skipWaiting = vi.fn();
  readonly register = vi.fn(() => Promise.resolve(undefined));
  constructor(readonly url: string) {
    super();
    created.push(this);
  }
  messageSkipWaiting(): void {
    this.skipWaiting();
  }
}
vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

const { registerWorker } = await import('./register.ts');
const { useUpdateWaiting } = await import('./update-store.ts');
const { renderHook, act } = await import('@testing-library/react');

afterEach(() => {
  created.length = 0;
  setUpdateWaiting(null);
});

describe('the offline worker registration (prompt style)', () => {
  it('registers /sw.js and offers no update while none waits', () => {
    registerWorker();
    expect(created[0]?.url).toBe('/sw.js');
    expect(created[0]?.register).toHaveBeenCalledTimes(1);
    expect(renderHook(() => useUpdateWaiting()).result.current).toBeNull();
  });

  it('offers Reload to update when a new version waits, and takes it only when the shopper asks', () => {
    const reload = vi.fn();
    registerWorker('/sw.js', reload);
    const workbox = created[0];
    if (!workbox) throw new Error('no Workbox was made');
    const { result } = renderHook(() => useUpdateWaiting());
    act(() => {
      workbox.dispatchEvent(new Event('waiting'));
    });
    expect(result.current).toBeTypeOf('function');
    expect(workbox.skipWaiting).not.toHaveBeenCalled();

    act(() => result.current?.());
    expect(workbox.skipWaiting).toHaveBeenCalledTimes(1);
    // The page reloads once the new worker controls it, not before.
    expect(reload).not.toHaveBeenCalled();
    workbox.dispatchEvent(new Event('controlling'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
