import { describe, expect, it } from 'vitest';
import { matchRoutes, type Route } from './match.ts';

const Page = () => null;
const routes: Route[] = [
  {
    path: '/',
    Component: Page,
    children: [
      { index: true, Component: Page },
      { path: 'products-list', Component: Page },
      { path: 'product/:slug', Component: Page },
      { path: 'product/special-offer', Component: Page },
      { path: '*', Component: Page },
    ],
  },
];

/** The matched chain as route paths (`index` for an index route). */
function chain(pathname: string): (string | undefined)[] | null {
  return matchRoutes(routes, pathname)?.map(({ route }) => (route.index ? 'index' : route.path)) ?? null;
}

describe('matchRoutes', () => {
  it('matches the layout and its index route on the root, not the layout alone', () => {
    expect(chain('/')).toEqual(['/', 'index']);
  });

  it('matches a static child path below the layout, ignoring case and a trailing slash', () => {
    expect(chain('/products-list')).toEqual(['/', 'products-list']);
    expect(chain('/Products-List/')).toEqual(['/', 'products-list']);
  });

  it('gives a parameter its decoded value', () => {
    const matches = matchRoutes(routes, '/product/caf%C3%A9%20au%20lait');
    expect(matches?.at(-1)?.route.path).toBe('product/:slug');
    expect(matches?.at(-1)?.params).toEqual({ slug: 'café au lait' });
  });

  it('keeps an encoded slash inside one parameter, and a malformed escape as written', () => {
    expect(matchRoutes(routes, '/product/a%2Fb')?.at(-1)?.params).toEqual({ slug: 'a/b' });
    expect(matchRoutes(routes, '/product/100%')?.at(-1)?.params).toEqual({ slug: '100%' });
  });

  it('prefers a static segment to a parameter, whatever the order in the table', () => {
    expect(chain('/product/special-offer')).toEqual(['/', 'product/special-offer']);
  });

  it('sends any other path to the splat route, with the rest of the path', () => {
    expect(chain('/no/such/page')).toEqual(['/', '*']);
    expect(chain('/product/a/b')).toEqual(['/', '*']);
    expect(matchRoutes(routes, '/no/such/page')?.at(-1)?.params).toEqual({ '*': 'no/such/page' });
  });

  it('matches nothing when the table has no route for the path', () => {
    expect(matchRoutes([{ path: '/wishlist', Component: Page }], '/checkout')).toBeNull();
  });

  it('gives each route an id for its place in the table', () => {
    expect(matchRoutes(routes, '/product/x')?.map(({ id }) => id)).toEqual(['0', '0.2']);
  });
});
