import { type Client, getHealth, type Health } from '@juicyin/contract';
import { useEffect, useState } from 'react';

export type HealthState =
  { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly health: Health } | { readonly kind: 'error' };

export function useHealth(client: Client): HealthState {
  const [state, setState] = useState<HealthState>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    client.request(getHealth).then(
      (health) => {
        if (current) setState({ kind: 'ready', health });
      },
      () => {
        if (current) setState({ kind: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [client]);
  return state;
}
