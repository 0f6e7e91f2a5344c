import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionChanged } from '../router/router.tsx';
import { accountKeys } from './keys.ts';

/** What changed in one tab that the others must fetch again. */
export type SyncTopic = 'session' | 'bag' | 'wishlist';

const CHANNEL = 'juicyin.shop';

function openChannel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
}

let sender: BroadcastChannel | undefined;

/** Tells the shop's other tabs that the server-side state of `topic` changed. */
export function broadcast(topic: SyncTopic): void {
  sender ??= openChannel();
  sender?.postMessage({ topic });
}

const keysOf: Record<SyncTopic, readonly unknown[]> = {
  session: accountKeys.all,
  bag: accountKeys.bag(),
  wishlist: accountKeys.wishlist(),
};

const listening = new Map<QueryClient, { count: number; close: () => void }>();

function listen(queryClient: QueryClient): () => void {
  const entry = listening.get(queryClient);
  if (entry) {
    entry.count += 1;
  } else {
    const channel = openChannel();
    if (channel) {
      channel.onmessage = (event: MessageEvent<unknown>) => {
        const topic = (event.data as { topic?: unknown } | null)?.topic;
        if (topic === 'session' || topic === 'bag' || topic === 'wishlist') {
          void queryClient.invalidateQueries({ queryKey: keysOf[topic] });
          if (topic === 'session') sessionChanged();
        }
      };
    }
    listening.set(queryClient, { count: 1, close: () => channel?.close() });
  }
  return () => {
    const current = listening.get(queryClient);
    if (!current) return;
    current.count -= 1;
    if (current.count === 0) {
      current.close();
      listening.delete(queryClient);
    }
  };
}

/**
 * Keeps the signed-in shopper's bag, wishlist and session fresh when another tab changes them
 * (a BroadcastChannel message makes this tab fetch them again). One listener per query cache,
 * however many components call it.
 */
export function useCrossTabSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => listen(queryClient), [queryClient]);
}
