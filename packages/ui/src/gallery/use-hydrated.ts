import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False while a server renders the component and while the browser hydrates what it rendered; true
 * once the browser has taken it over, and from the start in a tree the browser renders itself.
 *
 * The change after hydration is made in a transition, which React renders in slices after the
 * hydration's commit: react-aria's `useIsSSR` changes in a synchronous render spawned by that commit,
 * one long task with everything else that commit rendered again on a slow phone.
 */
export function useHydrated(): boolean {
  // The server's value (false) while hydrating, the browser's (true) when rendering anew.
  const renderedInBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [hydrated, setHydrated] = useState(renderedInBrowser);
  useEffect(() => {
    if (hydrated) return;
    startTransition(() => {
      setHydrated(true);
    });
  }, [hydrated]);
  return hydrated;
}
