// Runs in Chromium (the `shop-browser` project): React's server renderer writes the page, hydrateRoot
// takes it over, and a real IntersectionObserver says when a part comes near.
import { act, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { HydrateWhenNear } from './hydrate-when-near.tsx';
import { beginHydration, endHydration } from './hydration.ts';

/** Whether React treats this as a test environment (act() settles each step; see the props test). */
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** A counter whose button works only once React has hydrated it. */
function Counter({ name }: { readonly name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {name} {count}
    </button>
  );
}

function Page({ below = 'below' }: { readonly below?: string }) {
  useLayoutEffect(endHydration, []);
  return (
    <main>
      <Counter name="top" />
      {/* The first screen: the part below starts a whole window's height (and more) further down. */}
      <div style={{ blockSize: '300vh' }} />
      <HydrateWhenNear>
        <Counter name={below} />
      </HydrateWhenNear>
    </main>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;

/** A browser that is never idle: parts are hydrated only when near or pressed. */
function neverIdle(): void {
  vi.spyOn(window, 'requestIdleCallback').mockImplementation(() => 0);
}

afterEach(() => {
  vi.restoreAllMocks();
  root?.unmount();
  container?.remove();
  window.scrollTo(0, 0);
});

async function serverPageTakenOver(): Promise<HTMLElement> {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  beginHydration();
  root = hydrateRoot(container, <Page />);
  const page = container;
  await until(() => hydrated(button(page, 'top')));
  return page;
}

function button(page: HTMLElement, name: string): HTMLButtonElement {
  const found = [...page.querySelectorAll('button')].find((element) => element.textContent.startsWith(name));
  if (!found) throw new Error(`no ${name} button`);
  return found;
}

/** Whether React has taken this element over (hydration gives it React's own properties). */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber'));
}

async function until(check: () => boolean): Promise<void> {
  await expect.poll(check).toBe(true);
}

test('the server renders a part below the first screen with the page', () => {
  expect(renderToString(<Page />)).toContain('<div class="shop-near"><!--$--><button type="button">below');
});

test('a part below the first screen keeps the server HTML and is hydrated when scrolled near', async () => {
  neverIdle();
  const page = await serverPageTakenOver();
  expect(hydrated(button(page, 'top'))).toBe(true);
  expect(hydrated(button(page, 'below'))).toBe(false);
  expect(button(page, 'below').textContent).toBe('below 0');

  button(page, 'below').scrollIntoView();
  await until(() => hydrated(button(page, 'below')));
  button(page, 'below').click();
  await until(() => button(page, 'below').textContent === 'below 1');
});

test('a press on a part not hydrated yet hydrates it at once and is not lost', async () => {
  neverIdle();
  const page = await serverPageTakenOver();
  expect(hydrated(button(page, 'below'))).toBe(false);
  // A click without scrolling (a script, or a keyboard shortcut's target): React hydrates the part
  // for the press and handles it.
  button(page, 'below').click();
  await until(() => button(page, 'below').textContent === 'below 1');
});

test('a render of the page with new props leaves a part that has not come near as the server sent it, until it does', async () => {
  const errors: unknown[] = [];
  const error = vi.spyOn(console, 'error').mockImplementation((...said: unknown[]) => errors.push(said));
  neverIdle();
  try {
    const page = await serverPageTakenOver();
    // act() settles the render before the test looks (React's test mode for this one step).
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    act(() => {
      root?.render(<Page below="changed" />);
    });
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    expect(hydrated(button(page, 'below'))).toBe(false);
    expect(page.textContent).toContain('below 0');

    button(page, 'below').scrollIntoView();
    await until(() => page.textContent.includes('changed 0'));
    expect(hydrated(button(page, 'changed'))).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    error.mockRestore();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  }
});

test('a part opened with new props is hydrated after the task that opened it, not within it', async () => {
  let idle: () => void = () => undefined;
  vi.spyOn(window, 'requestIdleCallback').mockImplementation((callback) => {
    idle = () => {
      callback({ didTimeout: false, timeRemaining: () => 50 });
    };
    return 1;
  });
  const page = await serverPageTakenOver();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  act(() => {
    root?.render(<Page below="changed" />);
  });
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  // The idle callback opens the gate; React renders the new props in a transition, in tasks of its
  // own after this one (a render within it would make the idle callback one long task on a phone).
  const shownAfterTheTask = new Promise<string>((resolve) => {
    idle();
    queueMicrotask(() => {
      resolve(page.textContent);
    });
  });
  expect(await shownAfterTheTask).toContain('below 0');
  await until(() => page.textContent.includes('changed 0'));
  expect(hydrated(button(page, 'changed'))).toBe(true);
});

test('a part far below is hydrated once the browser is idle, without being scrolled to', async () => {
  const page = await serverPageTakenOver();
  await until(() => hydrated(button(page, 'below')));
  expect(window.scrollY).toBe(0);
  button(page, 'below').click();
  await until(() => button(page, 'below').textContent === 'below 1');
});

test('on a page rendered in the browser, the part is rendered with the page', async () => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(<Page />);
  const page = container;
  await until(() => page.querySelectorAll('button').length === 2);
  expect(hydrated(button(page, 'below'))).toBe(true);
});

test('a section laid out with the page (a form’s) keeps its own height while far below, and still waits to be hydrated', async () => {
  neverIdle();
  function Checkout() {
    useLayoutEffect(endHydration, []);
    return (
      <main>
        <div style={{ blockSize: '300vh' }} />
        <HydrateWhenNear layout="always">
          <div style={{ blockSize: '123px' }}>
            <Counter name="section" />
          </div>
        </HydrateWhenNear>
        <HydrateWhenNear>
          <div style={{ blockSize: '123px' }}>
            <Counter name="card" />
          </div>
        </HydrateWhenNear>
      </main>
    );
  }
  container = document.createElement('div');
  container.innerHTML = renderToString(<Checkout />);
  document.body.append(container);
  beginHydration();
  root = hydrateRoot(container, <Checkout />);
  const page = container;
  const [section, card] = [...page.querySelectorAll('.shop-near')];
  if (!section || !card) throw new Error('no parts');

  // Laid out: its own height, where a card far below holds a card's (37rem) until it comes near.
  expect(getComputedStyle(section).contentVisibility).toBe('visible');
  expect(section.getBoundingClientRect().height).toBe(123);
  expect(card.getBoundingClientRect().height).not.toBe(123);
  // Hydrated only once near.
  await expect.poll(() => hydrated(page.querySelector('main') as Element)).toBe(true);
  expect(hydrated(button(page, 'section'))).toBe(false);
  button(page, 'section').scrollIntoView();
  await until(() => hydrated(button(page, 'section')));
  button(page, 'section').click();
  await until(() => button(page, 'section').textContent === 'section 1');
});
