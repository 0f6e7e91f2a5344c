import { createClient } from '@juicyin/contract';
import { handlers } from '@juicyin/contract/msw';
import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HomePage } from './home-page.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createClient({ baseUrl: 'http://127.0.0.1' });

describe('HomePage', () => {
  it('shows the brand and says the shop is open when the API and database answer', async () => {
    server.use(...handlers.health.ok);
    render(<HomePage client={client} />);
    expect(screen.getByText('Juicyin')).toBeInTheDocument();
    expect(await screen.findByText('The shop is open.')).toBeInTheDocument();
  });

  it('says the shop cannot be reached when the API fails', async () => {
    server.use(...handlers.health.down);
    render(<HomePage client={client} />);
    expect(await screen.findByText('The shop cannot be reached right now.')).toBeInTheDocument();
  });
});
