import { createClient } from '@juicyin/contract';
import { handlers } from '@juicyin/contract/msw';
import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ShopFrame } from '../testing/shop-frame.tsx';
import { HomePage } from './home-page.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createClient({ baseUrl: 'http://127.0.0.1' });

describe('HomePage', () => {
  it('says the shop is open when the API and its database answer', async () => {
    server.use(...handlers.health.ok);
    render(
      <ShopFrame language="en">
        <HomePage client={client} />
      </ShopFrame>,
    );
    expect(await screen.findByText('The shop is open.')).toBeInTheDocument();
  });

  it('says, in Arabic, that the shop cannot be reached when the API fails', async () => {
    server.use(...handlers.health.down);
    render(
      <ShopFrame language="ar">
        <HomePage client={client} />
      </ShopFrame>,
    );
    expect(await screen.findByText('تعذّر الوصول إلى المتجر الآن.')).toBeInTheDocument();
  });
});
