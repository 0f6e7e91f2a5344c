import type { Client } from '@juicyin/contract';
import { Button } from '@juicyin/ui';
import { useHealth } from './use-health.ts';
import './home-page.css';

export interface HomePageProps {
  readonly client: Client;
}

export function HomePage({ client }: HomePageProps) {
  const health = useHealth(client);
  return (
    <>
      <header className="shop-header">
        <p className="shop-brand">Juicyin</p>
      </header>
      <main className="shop-main">
        <h1>Refill your juice glass @ your doorstep</h1>
        <Button size="lg">Shop now</Button>
        <p role="status" className="shop-status" data-state={health.kind}>
          {health.kind === 'loading' && 'Checking the shop…'}
          {health.kind === 'error' && 'The shop cannot be reached right now.'}
          {health.kind === 'ready' &&
            (health.health.database.reachable
              ? 'The shop is open.'
              : 'The shop is open, but its database is not answering.')}
        </p>
      </main>
    </>
  );
}
