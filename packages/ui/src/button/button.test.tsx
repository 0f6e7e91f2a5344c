import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('names its variant and size through classes and data attributes', () => {
    render(
      <Button variant="secondary" size="lg" className="extra">
        Buy now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Buy now' });
    expect(button.dataset['slot']).toBe('button');
    expect(button.dataset['variant']).toBe('secondary');
    expect(button.className).toBe('jui-button jui-button--secondary jui-button--lg extra');
  });

  it('marks the pressed state while the pointer is down', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Add</Button>);
    const user = userEvent.setup();
    const button = screen.getByRole('button');
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(button).toHaveAttribute('data-pressed', 'true');
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(button).not.toHaveAttribute('data-pressed');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('takes its pending announcement with it when it goes away, leaving no unnamed image for screen readers', () => {
    const { rerender, unmount } = render(<Button>Sign in</Button>);
    screen.getByRole('button', { name: 'Sign in' }).focus();
    rerender(<Button isPending>Sign in</Button>);
    const announcements = () => [...document.querySelectorAll('[aria-live] > [role="img"][aria-labelledby]')];
    // While the button is there, its announcement is named by it.
    expect(announcements()).toHaveLength(1);
    unmount();
    expect(announcements()).toEqual([]);
  });

  it("also takes the page's first announcement, which react-aria adds after a delay, when it goes away before that", async () => {
    // Outside React's test mode, as in a browser: react-aria then defers a page's first announcement.
    const reactTestMode: unknown = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    destroyAnnouncer();
    vi.useFakeTimers();
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const announcements = () => [...document.querySelectorAll('[aria-live] > [role="img"][aria-labelledby]')];
    try {
      flushSync(() => root.render(<Button>Sign in</Button>));
      container.querySelector('button')?.focus();
      flushSync(() => root.render(<Button isPending>Sign in</Button>));
      expect(announcements()).toEqual([]);
      flushSync(() => root.unmount());
      // Later still, as on a busy machine: it is taken as it comes (a mutation observer's callback).
      await vi.advanceTimersByTimeAsync(1_000);
      expect(document.querySelector('[data-live-announcer]')).not.toBeNull();
      expect(announcements()).toEqual([]);
    } finally {
      vi.useRealTimers();
      container.remove();
      destroyAnnouncer();
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', reactTestMode);
    }
  });
});
