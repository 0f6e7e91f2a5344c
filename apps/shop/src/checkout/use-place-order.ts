import type { OrderDetail, PlaceOrderInput } from '@juicyin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { accountKeys } from '../account/keys.ts';
import { broadcast } from '../account/cross-tab.ts';
import { useApiClient } from '../api-client.tsx';

/** A fresh idempotency key for one attempt at placing an order. */
const newKey = (): string => crypto.randomUUID();

/**
 * Places the order with one Idempotency-Key per attempt: the same order details (after a network
 * failure, a double press, a "still processing" answer) go again with the same key, so the server
 * makes one order and one charge; changed details (another card after a decline) are a new
 * attempt with a new key. A second call while one is on its way is ignored.
 */
export function usePlaceOrder() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useRef<{ readonly key: string; readonly body: string } | null>(null);
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: (body: PlaceOrderInput): Promise<OrderDetail> => {
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text) attempt.current = { key: newKey(), body: text };
      return client.request('placeOrder', { body, headers: { 'idempotency-key': attempt.current.key } });
    },
    onSuccess: async () => {
      attempt.current = null;
      // The order emptied the bag and spent points, coupon and credit: what the shop shows of them is asked again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.bag() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.points() }),
      ]);
      broadcast('bag');
    },
  });

  const place = async (body: PlaceOrderInput): Promise<OrderDetail | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    try {
      return await mutation.mutateAsync(body);
    } finally {
      inFlight.current = false;
    }
  };

  return {
    place,
    /** The last attempt had its answer (a refusal): the next one is a new attempt, with a new key. */
    forget: () => {
      attempt.current = null;
    },
    isPlacing: mutation.isPending,
    order: mutation.data,
    error: mutation.error,
    reset: mutation.reset,
  };
}
