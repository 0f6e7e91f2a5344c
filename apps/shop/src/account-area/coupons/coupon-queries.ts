import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api.ts';
import { accountKeys } from '../../account/keys.ts';

/** The coupons given to the shopper ("My Coupons"), under the account's keys: dropped at sign-out. */
export function myCouponsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: [...accountKeys.all, 'coupons'] as const,
    queryFn: ({ signal }) => client.request('listMyCoupons', { signal }),
  });
}
