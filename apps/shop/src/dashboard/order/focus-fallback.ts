import { type RefObject, useEffect } from 'react';

/**
 * After an action (each new `announcement`), when the dialog it came from closed and could not
 * return focus to the button that opened it (the action removed that button), focus goes to
 * the next action in `target`'s section (or `target` itself when there is none) instead of being
 * lost on the page's body. A dialog returns focus a frame after closing,
 * so this looks two frames later.
 */
export function useFocusFallback(target: RefObject<HTMLElement | null>, announcement: unknown, data: unknown): void {
  useEffect(() => {
    if (!announcement) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active !== null && active !== document.body) return;
        // The order's next action when it has one (the live status can replace the dialog before its
        // answer comes, and the dialog then returns focus nowhere), else the target itself.
        const next = target.current?.closest('section')?.querySelector<HTMLElement>('button:not([disabled])');
        (next ?? target.current)?.focus();
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [target, announcement, data]);
}
