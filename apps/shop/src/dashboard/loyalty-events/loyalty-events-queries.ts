import type { StaffLoyaltyEvent, StaffLoyaltyEventCreateBody, StaffLoyaltyEventUpdateBody } from '@juicyin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { accountKeys } from '../../account/keys.ts';
import type { ApiClient } from '../../api.ts';
import { useApiClient } from '../../api-client.tsx';

export const staffLoyaltyEventsKey = [...accountKeys.all, 'staff-loyalty-events'] as const;

/** A year's windows with the allowance left. */
export function staffLoyaltyEventsQuery(client: ApiClient, year: number) {
  return queryOptions({
    queryKey: [...staffLoyaltyEventsKey, year],
    queryFn: ({ signal }) => client.request('listStaffLoyaltyEvents', { query: { year }, signal }),
  });
}

/** After a write: the years' lists and the staff actions record are asked again. */
function useAfterWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffLoyaltyEventsKey }),
      queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'staff-actions'] }),
    ]);
}

/**
 * Schedules a window with an Idempotency-Key, as coupon create does: the same body sent again (a
 * network failure, a double press) goes with the same key, so one window is made; a changed body
 * is a new attempt with a new key.
 */
export function useCreateLoyaltyEvent() {
  const client = useApiClient();
  const afterWrite = useAfterWrite();
  const attempt = useRef<{ readonly key: string; readonly body: string } | null>(null);
  return useMutation({
    mutationFn: (body: StaffLoyaltyEventCreateBody) => {
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text) attempt.current = { key: crypto.randomUUID(), body: text };
      return client.request('createStaffLoyaltyEvent', { body, headers: { 'idempotency-key': attempt.current.key } });
    },
    onSuccess: () => afterWrite(),
  });
}

/** Changes a window that has not started, from the version it was read at (409 when someone saved it since). */
export function useSaveLoyaltyEvent(id: number) {
  const client = useApiClient();
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (body: StaffLoyaltyEventUpdateBody) =>
      client.request('updateStaffLoyaltyEvent', { params: { id }, body }),
    onSuccess: () => afterWrite(),
  });
}

/** Removes a window that has not started. */
export function useDeleteLoyaltyEvent() {
  const client = useApiClient();
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (event: StaffLoyaltyEvent) => client.request('deleteStaffLoyaltyEvent', { params: { id: event.id } }),
    onSuccess: () => afterWrite(),
  });
}
