import type {
  StaffCoupon,
  StaffCouponCreateBody,
  StaffCouponGrantBody,
  StaffCouponUpdateBody,
} from '@juicyin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { accountKeys } from '../../account/keys.ts';
import type { ApiClient } from '../../api.ts';
import { useApiClient } from '../../api-client.tsx';
import { staffCouponsKey } from '../coupons/coupons-view.ts';

const couponKey = (code: string) => [...staffCouponsKey, 'coupon', code.toUpperCase()] as const;

/** One coupon as staff edit it: its fields, its uses and its version. */
export function staffCouponQuery(client: ApiClient, code: string) {
  return queryOptions({
    queryKey: couponKey(code),
    queryFn: ({ signal }) => client.request('getStaffCoupon', { params: { code }, signal }),
    // The editor keeps the version it opened; a refetch in the background must not replace it under staff's typing.
    refetchOnWindowFocus: false,
  });
}

/** After a write: the coupon's own answer is kept, the list and the staff actions record are asked again. */
function useAfterWrite() {
  const queryClient = useQueryClient();
  return (saved?: StaffCoupon) => {
    if (saved) queryClient.setQueryData(couponKey(saved.code), saved);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: [...staffCouponsKey, 'list'] }),
      queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'staff-actions'] }),
    ]);
  };
}

/**
 * Creates a coupon with an Idempotency-Key as checkout places an order: the same body sent again
 * (a network failure, a double press) goes with the same key, so one coupon is made; a changed body
 * (another code after `coupon_code_taken`) is a new attempt with a new key. Each form opening has
 * its own keys (the hook's state lives with the form).
 */
export function useCreateCoupon() {
  const client = useApiClient();
  const afterWrite = useAfterWrite();
  const attempt = useRef<{ readonly key: string; readonly body: string } | null>(null);
  return useMutation({
    mutationFn: (body: StaffCouponCreateBody) => {
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text) attempt.current = { key: crypto.randomUUID(), body: text };
      return client.request('createStaffCoupon', { body, headers: { 'idempotency-key': attempt.current.key } });
    },
    onSuccess: (saved: StaffCoupon) => afterWrite(saved),
  });
}

/** Saves a coupon from the version it was opened at; the answer is the coupon as saved (its new version). */
export function useSaveCoupon(code: string) {
  const client = useApiClient();
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (body: StaffCouponUpdateBody) => client.request('updateStaffCoupon', { params: { code }, body }),
    onSuccess: (saved: StaffCoupon) => afterWrite(saved),
  });
}

/** Gives the coupon to shoppers by e-mail; the answer says who got it, who had it and which addresses are unknown. */
export function useGrantCoupon(code: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (body: StaffCouponGrantBody) => client.request('grantStaffCoupon', { params: { code }, body }),
    onSuccess: () => Promise.all([afterWrite(), queryClient.invalidateQueries({ queryKey: couponKey(code) })]),
  });
}
