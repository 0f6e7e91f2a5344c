import type { Client } from '@juicyin/contract';
import { Button } from '@juicyin/ui';
import { api } from '../api.ts';
import { useMessages } from '../i18n/messages-provider.tsx';
import { useHealth } from './use-health.ts';
import './home-page.css';

export interface HomePageProps {
  /** The API client (stories and tests pass one; the shop uses its own). */
  readonly client?: Client;
}

export function HomePage({ client = api }: HomePageProps) {
  const t = useMessages();
  const health = useHealth(client);
  return (
    <>
      <h1>{t('home.title')}</h1>
      <Button size="lg">{t('home.shopNow')}</Button>
      <p role="status" className="shop-status" data-state={health.kind}>
        {health.kind === 'loading' && t('home.status.loading')}
        {health.kind === 'error' && t('home.status.unreachable')}
        {health.kind === 'ready' &&
          t(health.health.database.reachable ? 'home.status.open' : 'home.status.databaseDown')}
      </p>
    </>
  );
}
