import { fixtures } from '@juicyin/contract/msw';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api.ts';
import { ShopFrame } from '../testing/shop-frame.tsx';
import { listingAt } from './listings.ts';
import { ListingPage } from './listing-page.tsx';
import { categoryPath, pathTo, routePaths } from '../paths.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://127.0.0.1' });

/** Answers the product list with the fixture and records each query string the page sent. */
function recordListRequests(): URLSearchParams[] {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('*/api/products', ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json(fixtures.productList);
    }),
  );
  return requests;
}

describe('ListingPage', () => {
  it('asks the API for the filters in the URL, within the route scope', async () => {
    const requests = recordListRequests();
    render(
      <ShopFrame
        language="en"
        path={routePaths.detox}
        initialEntry={categoryPath('detox', { flavour: 'green', sort: 'price-asc', category: 'salat' })}
      >
        <ListingPage listing={listingAt(routePaths.detox)} client={client} />
      </ShopFrame>,
    );
    await screen.findByRole('heading', { level: 2, name: '4 products' });
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({ category: 'detox', flavour: 'green', sort: 'price-asc' });
  });

  it('adds a chosen flavour to the request and goes back to the first page', async () => {
    const requests = recordListRequests();
    render(
      <ShopFrame
        language="en"
        path={routePaths.productsList}
        initialEntry={pathTo('productsList', { flavour: 'orange', page: 2 })}
      >
        <ListingPage listing={listingAt(routePaths.productsList)} client={client} />
      </ShopFrame>,
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Mango (1)' }));
    await screen.findByRole('checkbox', { name: 'Mango (1)', checked: true });
    expect(Object.fromEntries(requests.at(-1) ?? [])).toEqual({ category: 'fruit-juice', flavour: 'orange,mango' });
  }, 20_000); // role queries over the whole filter panel are slow in jsdom

  it('sorts by the order chosen in "Sort by", and back to relevance without a sort in the request', async () => {
    const requests = recordListRequests();
    render(
      <ShopFrame language="en" path={routePaths.productsList} initialEntry={pathTo('productsList', { page: 2 })}>
        <ListingPage listing={listingAt(routePaths.productsList)} client={client} />
      </ShopFrame>,
    );
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(sort, 'Price: low to high');
    await screen.findByDisplayValue('Price: low to high');
    expect(Object.fromEntries(requests.at(-1) ?? [])).toEqual({ category: 'fruit-juice', sort: 'price-asc' });
    await userEvent.selectOptions(sort, 'Relevance');
    await screen.findByDisplayValue('Relevance');
    expect(Object.fromEntries(requests.at(-1) ?? [])).toEqual({ category: 'fruit-juice' });
  });
});
