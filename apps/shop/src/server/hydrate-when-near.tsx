import {
  type ReactNode,
  Suspense,
  startTransition,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { isHydrating } from './hydration.ts';
import './hydrate-when-near.css';

/** How far below the viewport a part starts to hydrate, so it is ready when it scrolls in. */
const NEAR = '400px 0px';

/**
 * A part that has not come near is hydrated anyway once the browser is idle (at the latest after
 * this long), after the first screen has become interactive, so that what it shows follows the
 * shop (a heart pressed in another tab) before the shopper scrolls to it.
 */
const IDLE_TIMEOUT = 5000;

/** Calls back once the browser is idle; returns the cancel. Without requestIdleCallback, soon. */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT });
    return () => {
      cancelIdleCallback(id);
    };
  }
  const id = setTimeout(callback, 200);
  return () => {
    clearTimeout(id);
  };
}

/** Opens once: the wait of a part that has not come near yet, and a store React can follow. */
class Gate {
  readonly promise: Promise<void>;
  #opened = false;
  #resolve: () => void = () => undefined;
  readonly #listeners = new Set<() => void>();

  constructor(opened: boolean) {
    this.promise = new Promise<void>((resolve) => {
      this.#resolve = resolve;
    });
    if (opened) this.open();
  }

  readonly isOpen = (): boolean => this.#opened;

  readonly open = (): void => {
    if (this.#opened) return;
    this.#opened = true;
    this.#resolve();
    for (const listener of this.#listeners) listener();
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}

/** The gate of each part's box, for the presses below. */
const gates = new WeakMap<Element, Gate>();

/**
 * The events React hydrates a part for at once, when they reach it before it came near. A pointer
 * press starts with `pointerdown` (before `mousedown` and `touchstart`, in every browser the shop
 * supports), so those two need no listener of their own.
 */
const PRESSES = ['pointerdown', 'keydown', 'focusin', 'click', 'input', 'submit'] as const;
let listening = false;

/**
 * A press inside a part that is not hydrated yet opens its gate before React sees the press (the
 * window's capture listener runs before React's on the document): React then hydrates the part
 * for the press and hands it the press, instead of dropping it while the part still waits.
 */
function listenForPresses(): void {
  if (listening) return;
  listening = true;
  const open = (event: Event) => {
    let box = event.target instanceof Element ? event.target.closest('.shop-near') : null;
    while (box) {
      gates.get(box)?.open();
      box = box.parentElement?.closest('.shop-near') ?? null;
    }
  };
  for (const type of PRESSES) window.addEventListener(type, open, { capture: true });
}

const noSubscription = () => () => undefined;

/** A promise React reads as settled without waiting (it looks at `status` first). */
const settled = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

function Waiting({ gate, children }: { readonly gate: Gate; readonly children: ReactNode }): ReactNode {
  // True while React hydrates this part (the server's value), false when it renders it anew.
  const hydratingHere = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // Hydrating a part that has not come near: suspend, and React keeps the server's HTML of it as
  // it is (it shows, its links work) until the gate opens. A part React must render anew (a context
  // it reads changed before it came near: the language) renders at once.
  // `use` either way: React wants the same hooks whether the part waited or not.
  use(hydratingHere && !gate.isOpen() ? gate.promise : settled);
  return children;
}

export interface HydrateWhenNearProps {
  readonly children: ReactNode;
  /**
   * `when-near` (the default, for a product card): the browser lays the part out only once it is
   * near the viewport, holding a card's height until then. `always`: laid out with the page, as a
   * section of a form is (its height is its own, and nothing in it is clipped).
   */
  readonly layout?: 'when-near' | 'always';
}

/**
 * A part of a server-rendered page that may be below the first screen (a product card): the server
 * renders it with the page, but the browser hydrates it only when it comes near the viewport or the
 * browser is idle, or at once when it is pressed first, so taking the page over does not render the
 * whole page in one long task on a slow phone. Anywhere else (a page rendered in the browser, a part mounted later) it is
 * its children, in a box that lays them out as if it were not there.
 */
export function HydrateWhenNear({ children, layout = 'when-near' }: HydrateWhenNearProps): ReactNode {
  // Only the parts of the page being taken over wait; on the server and later, the gate is open.
  const [gate] = useState(() => new Gate(!isHydrating()));
  const [opened, setOpened] = useState(gate.isOpen);
  // Until it opens, the part is what the server rendered: a render of the page meanwhile (other
  // props, the same props anew) leaves it alone, and React hydrates it with what the server had.
  const [rendered] = useState(children);
  const shown = opened ? children : rendered;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (gate.isOpen() || !element) return undefined;
    // Its opening shows the latest props in a transition: React renders them in slices it can
    // interrupt, after the task that opened the gate (an idle callback, a scroll), not within it.
    const stopWaiting = gate.subscribe(() => {
      startTransition(() => {
        setOpened(true);
      });
    });
    if (typeof IntersectionObserver === 'undefined') {
      gate.open();
      return stopWaiting;
    }
    gates.set(element, gate);
    listenForPresses();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    const cancelIdle = whenIdle(gate.open);
    const stopObserving = gate.subscribe(() => observer.disconnect());
    return () => {
      stopWaiting();
      stopObserving();
      cancelIdle();
      observer.disconnect();
    };
  }, [gate]);
  // The same element while nothing changed, so React passes over the part still waiting.
  const part = useMemo(
    () => (
      <Suspense fallback={null}>
        <Waiting gate={gate}>{shown}</Waiting>
      </Suspense>
    ),
    [gate, shown],
  );
  return (
    <div ref={box} className={layout === 'always' ? 'shop-near shop-near--laid-out' : 'shop-near'}>
      {part}
    </div>
  );
}
