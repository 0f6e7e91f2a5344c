import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, createMemoryHistory, type History } from './history.ts';
import { useLocation, useNavigate, useParams, useSearchParams } from './hooks.ts';
import type { Route } from './match.ts';
import { createRouter, Outlet, RouterProvider, sessionChanged } from './router.tsx';
import { testLoaderData } from '../testing/shop-frame.tsx';

function Layout() {
  return (
    <>
      <p>Shell</p>
      <main>
        <Outlet />
      </main>
    </>
  );
}

function Product() {
  const { slug } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <h1>Product {slug}</h1>
      <button type="button" onClick={() => void navigate('/product/lemonade')}>
        Lemonade
      </button>
      <button type="button" onClick={() => void navigate('/', { replace: true })}>
        Home instead
      </button>
    </>
  );
}

function Listing() {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  return (
    <>
      <h1>
        Listing {pathname} page {search.get('page') ?? '1'}
      </h1>
      <button type="button" onClick={() => setSearch(new URLSearchParams({ page: '2' }))}>
        Next page
      </button>
      <button type="button" onClick={() => setSearch(new URLSearchParams({ page: '3' }), { replace: true })}>
        Page 3 instead
      </button>
    </>
  );
}

const table = (extra: Route[] = []): Route[] => [
  {
    path: '/',
    Component: Layout,
    children: [
      { index: true, element: <h1>Home</h1> },
      { path: 'products-list', Component: Listing },
      { path: 'product/:slug', Component: Product },
      ...extra,
      { path: '*', element: <h1>Not found</h1> },
    ],
  },
];

function show(history: History, routes = table()) {
  return render(<RouterProvider router={createRouter(routes, history, testLoaderData())} />);
}

describe('RouterProvider', () => {
  it('shows the layout with the matched page in its outlet, and the not-found route for unknown paths', () => {
    show(createMemoryHistory('/product/fresh%20orange'));
    expect(screen.getByText('Shell')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Product fresh orange' })).toBeInTheDocument();
  });

  it('shows the splat route for a path no other route matches', () => {
    show(createMemoryHistory('/checkout'));
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('navigates with a new entry by default and in place with replace', async () => {
    const history = createMemoryHistory('/product/orange');
    show(history);
    await userEvent.click(screen.getByRole('button', { name: 'Lemonade' }));
    expect(screen.getByRole('heading', { name: 'Product lemonade' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Home instead' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    act(() => history.go(-1));
    expect(screen.getByRole('heading', { name: 'Product orange' })).toBeInTheDocument();
  });

  it('sets the query of the same path: a new entry, or in place with replace', async () => {
    const history = createMemoryHistory('/products-list?page=1');
    show(history);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('heading', { name: 'Listing /products-list page 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3 instead' }));
    expect(screen.getByRole('heading', { name: 'Listing /products-list page 3' })).toBeInTheDocument();
    act(() => history.go(-1));
    expect(screen.getByRole('heading', { name: 'Listing /products-list page 1' })).toBeInTheDocument();
  });

  it('keeps a page mounted when only its params change (same route)', async () => {
    show(createMemoryHistory('/product/orange'));
    const button = screen.getByRole('button', { name: 'Lemonade' });
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Lemonade' })).toBe(button);
  });

  it('leaves the page alone when its layout renders again (the header’s counts arriving)', async () => {
    const pageRendered = vi.fn();
    function CountedPage() {
      pageRendered();
      return <h1>Counted</h1>;
    }
    function CountingLayout() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            {`Bag ${String(count)}`}
          </button>
          <Outlet />
        </>
      );
    }
    const routes: Route[] = [
      { path: '/', Component: CountingLayout, children: [{ index: true, Component: CountedPage }] },
    ];
    show(createMemoryHistory('/'), routes);
    await userEvent.click(screen.getByRole('button', { name: 'Bag 0' }));
    expect(screen.getByRole('button', { name: 'Bag 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Counted' })).toBeInTheDocument();
    expect(pageRendered).toHaveBeenCalledTimes(1);
  });

  it('starts the loader with the params and query before the lazy page code arrives, the fallback showing meanwhile', async () => {
    let resolveCode: (code: { Component: ComponentType }) => void = () => undefined;
    const lazy = vi.fn(
      () =>
        new Promise<{ Component: ComponentType }>((resolve) => {
          resolveCode = resolve;
        }),
    );
    const loader = vi.fn();
    const routes = table([{ path: 'refill/:kind', loader, lazy, Fallback: () => <p>Page loading</p> }]);
    const history = createMemoryHistory('/');
    show(history, routes);

    act(() => history.navigate('/refill/monthly?page=2'));
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledTimes(1);
    const [{ params, searchParams }] = loader.mock.calls[0] as [{ params: unknown; searchParams: URLSearchParams }];
    expect(params).toEqual({ kind: 'monthly' });
    expect(searchParams.get('page')).toBe('2');
    // The shell stays; the page's place shows the fallback until its code arrives.
    expect(screen.getByText('Shell')).toBeInTheDocument();
    expect(screen.getByText('Page loading')).toBeInTheDocument();

    await act(async () => {
      resolveCode({ Component: () => <h1>Refill</h1> });
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Refill' })).toBeInTheDocument();
    expect(screen.queryByText('Page loading')).not.toBeInTheDocument();

    // Code is imported once; the loader runs again on each visit.
    act(() => history.navigate('/'));
    act(() => history.navigate('/refill/weekly'));
    expect(screen.getByRole('heading', { name: 'Refill' })).toBeInTheDocument();
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shows the page whose code arrives after the fallback was rendered and before its effect ran', async () => {
    let resolveCode: (code: { Component: ComponentType }) => void = () => undefined;
    const code = new Promise<{ Component: ComponentType }>((resolve) => {
      resolveCode = resolve;
    });
    // The code arrives while React renders the fallback: its `then` runs after that render's task,
    // before the task in which React runs the effects of a render that was not synchronous.
    function ArrivingWhileShown() {
      resolveCode({ Component: () => <h1>Refill</h1> });
      return <p>Page loading</p>;
    }
    const routes = table([{ path: 'refill/:kind', lazy: () => code, Fallback: ArrivingWhileShown }]);
    const router = createRouter(routes, createMemoryHistory('/refill/monthly'), testLoaderData());
    const container = document.createElement('div');
    document.body.append(container);
    // Outside act(): React renders, commits and runs the effects in tasks of its own, as in a browser.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(container);
    try {
      root.render(<RouterProvider router={router} />);
      await waitFor(() => expect(container.querySelector('h1')).toHaveTextContent('Refill'));
      expect(container).not.toHaveTextContent('Page loading');
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });

  it('shows the code error when the page code cannot be loaded, and its retry imports it again', async () => {
    const lazy = vi
      .fn<() => Promise<{ Component: ComponentType }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Component: () => <h1>Wishlist</h1> });
    const routes = table([
      {
        path: 'wishlist',
        lazy,
        Fallback: () => <p>Page loading</p>,
        CodeError: ({ onRetry }) => (
          <button type="button" onClick={onRetry}>
            Try again
          </button>
        ),
      },
    ]);
    show(createMemoryHistory('/wishlist'), routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByText('Shell')).toBeInTheDocument();
    expect(lazy).toHaveBeenCalledTimes(2);
  });

  it('resolves a route that follows the session again when the session changes: on screen at once, elsewhere when opened again', async () => {
    let staff = false;
    const lazy = vi.fn(() =>
      Promise.resolve({ Component: staff ? () => <h1>Orders queue</h1> : () => <h1>Page not found</h1> }),
    );
    const kept = vi.fn(() => Promise.resolve({ Component: () => <h1>Wishlist</h1> }));
    const history = createMemoryHistory('/dashboard');
    show(
      history,
      table([
        { path: 'dashboard', lazy, followsSession: true },
        { path: 'wishlist', lazy: kept },
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();

    // Signed in as staff while the page shows: it is resolved again, without a reload.
    staff = true;
    act(() => sessionChanged());
    expect(await screen.findByRole('heading', { name: 'Orders queue' })).toBeInTheDocument();
    expect(lazy).toHaveBeenCalledTimes(2);

    // Signed out elsewhere in the shop, then back: the route is resolved for the new session.
    act(() => history.navigate('/wishlist'));
    expect(await screen.findByRole('heading', { name: 'Wishlist' })).toBeInTheDocument();
    staff = false;
    act(() => sessionChanged());
    act(() => history.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(lazy).toHaveBeenCalledTimes(3);
    // A route that does not follow the session keeps its page.
    act(() => history.navigate('/wishlist'));
    expect(await screen.findByRole('heading', { name: 'Wishlist' })).toBeInTheDocument();
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it('runs the loaders again for another query, not for another hash alone', () => {
    const loader = vi.fn();
    const history = createMemoryHistory('/special');
    show(history, table([{ path: 'special', loader, element: <h1>Special</h1> }]));
    act(() => history.navigate('#content'));
    expect(loader).toHaveBeenCalledTimes(1);
    act(() => history.navigate('?page=2'));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("starts the first location's loader when the router is made, before anything renders", () => {
    const loader = vi.fn();
    createRouter(
      table([{ path: 'special', loader, element: <h1>Special</h1> }]),
      createMemoryHistory('/special'),
      testLoaderData(),
    );
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('RouterProvider on the window history', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('follows back and forward', async () => {
    window.history.replaceState(null, '', '/product/orange');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    show(createBrowserHistory());
    await userEvent.click(screen.getByRole('button', { name: 'Lemonade' }));
    expect(window.location.pathname).toBe('/product/lemonade');
    window.history.back();
    expect(await screen.findByRole('heading', { name: 'Product orange' })).toBeInTheDocument();
  });

  it('scrolls to the top on a new page, not on a new query of the same page nor on back', async () => {
    window.history.replaceState(null, '', '/products-list');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const history = createBrowserHistory();
    show(history);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => history.navigate('/product/orange'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    window.history.back();
    expect(await screen.findByRole('heading', { name: 'Listing /products-list page 2' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('takes over a server-rendered page at the address the server saw, then follows the address’s hash', () => {
    function Question() {
      const { hash } = useLocation();
      return <p>{hash === '' ? 'All closed' : `Open ${hash}`}</p>;
    }
    const routes = table([{ path: 'faq', Component: Question }]);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <RouterProvider router={createRouter(routes, createMemoryHistory('/faq'), testLoaderData())} />,
    );
    expect(container.textContent).toContain('All closed');
    const errors = vi.spyOn(console, 'error');
    const router = { ...createRouter(routes, createMemoryHistory('/faq#sugar'), testLoaderData()), hydrating: true };
    act(() => {
      hydrateRoot(container, <RouterProvider router={router} />, {
        onRecoverableError: (error) => console.error(error),
      });
    });
    expect(container.textContent).toContain('Open #sugar');
    expect(errors).not.toHaveBeenCalled();
  });
});
