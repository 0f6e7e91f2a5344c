import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import '../i18n/all-catalogues.ts';
import type { Language } from '../i18n/messages.ts';
import { MessagesProvider } from '../i18n/messages-provider.tsx';
import { homePath, pathTo } from '../paths.ts';
import { createMemoryHistory, type History } from '../router/history.ts';
import type { Route } from '../router/match.ts';
import { createRouter, Outlet, RouterProvider } from '../router/router.tsx';
import { PageRenderError } from './page-code-error.tsx';
import { testLoaderData } from '../testing/shop-frame.tsx';

const failure = new Error('the wishlist page broke');
let broken = false;
const breaks = () => broken;

/** A page that throws while rendering while the test says so. */
function WishlistPage() {
  if (breaks()) throw failure;
  return <h1>My Wishlist</h1>;
}

function Layout() {
  return (
    <>
      <header>Juicyin header</header>
      <main>
        <Outlet />
      </main>
      <footer>Juicyin footer</footer>
    </>
  );
}

const routes: Route[] = [
  {
    path: homePath(),
    Component: Layout,
    children: [
      { index: true, element: <h1>Home</h1>, RenderError: PageRenderError },
      { path: pathTo('wishlist'), Component: WishlistPage, RenderError: PageRenderError },
    ],
  },
];

function show(history: History, language: Language = 'en') {
  return render(
    <StrictMode>
      <MessagesProvider language={language}>
        <RouterProvider router={createRouter(routes, history, testLoaderData())} />
      </MessagesProvider>
    </StrictMode>,
  );
}

/** The console.error calls that report `failure` (React reports a caught error through it). */
const reportsOf = (spy: MockInstance<typeof console.error>) =>
  spy.mock.calls.filter((args) => args.some((arg) => arg === failure || String(arg).includes(failure.message)));

describe('a page that throws while rendering', () => {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    broken = false;
  });

  it('shows a retryable error inside the shell, reported to the console once', () => {
    broken = true;
    show(createMemoryHistory(pathTo('wishlist')));
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('Juicyin header')).toBeInTheDocument();
    expect(screen.getByText('Juicyin footer')).toBeInTheDocument();
    expect(reportsOf(consoleError)).toHaveLength(1);
  });

  it('renders the page again on Try again', async () => {
    broken = true;
    show(createMemoryHistory(pathTo('wishlist')));
    await screen.findByRole('alert');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'My Wishlist' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves the rest of the shop working: another page opens, and coming back renders the page afresh', async () => {
    broken = true;
    const history = createMemoryHistory(pathTo('wishlist'));
    show(history);
    await screen.findByRole('alert');
    act(() => history.navigate(homePath()));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    broken = false;
    act(() => history.navigate(pathTo('wishlist')));
    expect(await screen.findByRole('heading', { name: 'My Wishlist' })).toBeInTheDocument();
  });

  it('says so in Arabic', () => {
    broken = true;
    show(createMemoryHistory(pathTo('wishlist')), 'ar');
    expect(screen.getByRole('alert')).toHaveTextContent('تعذّر عرض هذه الصفحة');
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeInTheDocument();
  });
});
