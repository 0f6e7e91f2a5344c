import type { ProductList } from '@juicyin/contract';
import { fixtures } from '@juicyin/contract/msw';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api.ts';
import { ShopFrame } from '../testing/shop-frame.tsx';
import { lastSearch, rememberSearch } from './last-search.ts';
import { RelatedToLastSearch } from './related-to-last-search.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  lastSearch.reset();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://127.0.0.1' });

/** Answers a search with the given products (in the list's shape) and records the words asked for. */
function answerSearch(items: ProductList['items']): string[] {
  const asked: string[] = [];
  server.use(
    http.get('*/api/products', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json({ ...fixtures.productList, items, total: items.length });
    }),
  );
  return asked;
}

const [first, second] = fixtures.productList.items;
if (!first || !second) throw new Error('the fixture list needs two products');

function renderRelated(exclude?: string) {
  return render(
    <ShopFrame language="en">
      <p>page</p>
      <RelatedToLastSearch client={client} {...(exclude === undefined ? {} : { exclude })} />
    </ShopFrame>,
  );
}

describe('RelatedToLastSearch', () => {
  it('shows the results of the last search, without the product on screen, with a link to all results', async () => {
    rememberSearch('orange');
    const asked = answerSearch([first, second]);
    renderRelated(first.slug);
    const region = await screen.findByRole('region', { name: 'Related to your last search' });
    expect(asked).toEqual(['orange']);
    expect(region).toHaveTextContent(second.name.en);
    expect(region).not.toHaveTextContent(first.name.en);
    expect(screen.getByRole('link', { name: 'All results for “orange”' })).toHaveAttribute('href', '/search?q=orange');
  });

  it('is hidden when the shopper has not searched', async () => {
    const asked = answerSearch([first]);
    renderRelated();
    await screen.findByText('page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is hidden when the search finds only the product on screen', async () => {
    rememberSearch('orange');
    const asked = answerSearch([first]);
    renderRelated(first.slug);
    await waitFor(() => expect(asked).toEqual(['orange']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
