import { getHomeSections } from '@juicyin/contract';
import { fixtures, handlers, mockEndpoint } from '@juicyin/contract/msw';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api.ts';
import { ShopFrame } from '../testing/shop-frame.tsx';
import { HomePage } from './home-page.tsx';
import { pathTo, productPath } from '../paths.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://127.0.0.1' });

describe('HomePage', () => {
  it("shows the API's sections with their products, each with View All", async () => {
    server.use(...handlers.catalogue.full);
    render(
      <ShopFrame language="en">
        <HomePage client={client} />
      </ShopFrame>,
    );
    const topSelling = screen.getByRole('region', { name: 'Top selling juice' });
    expect(await within(topSelling).findByRole('link', { name: 'Fresh Orange Juice' })).toHaveAttribute(
      'href',
      productPath('fresh-orange-juice'),
    );
    for (const section of ['Special of the week', 'Most Selling', 'New Arrival']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'View All: New Arrival' })).toHaveAttribute(
      'href',
      pathTo('productsList', { sort: 'newest' }),
    );
  });

  it('names the products in Arabic', async () => {
    server.use(...handlers.catalogue.full);
    render(
      <ShopFrame language="ar">
        <HomePage client={client} />
      </ShopFrame>,
    );
    const newArrival = screen.getByRole('region', { name: 'وصل حديثًا' });
    expect(await within(newArrival).findByRole('link', { name: 'آيس كريم فانيليا' })).toBeInTheDocument();
  });

  it('says the sections could not load and loads them again on Try again', async () => {
    server.use(...handlers.catalogue.error);
    render(
      <ShopFrame language="en">
        <HomePage client={client} />
      </ShopFrame>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this');
    server.use(mockEndpoint(getHomeSections, fixtures.home));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const mostSelling = await screen.findByRole('region', { name: 'Most Selling' });
    expect(await within(mostSelling).findByRole('link', { name: 'Mango Smoothie' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
