import type { StaffProduct, StaffVariantsBody } from '@juicyin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../account/keys.ts';
import type { ApiClient } from '../../api.ts';
import { useApiClient } from '../../api-client.tsx';
import { staffCatalogueKey } from '../products/products-view.ts';

const productKey = (slug: string) => [...staffCatalogueKey, 'product', slug] as const;

/** One product as staff edit it: its variants (SKU, price, old price, stock) and its version. */
export function staffProductQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: productKey(slug),
    queryFn: ({ signal }) => client.request('getStaffProduct', { params: { slug }, signal }),
    // The editor keeps the version it opened; a refetch in the background must not replace it under staff's typing.
    refetchOnWindowFocus: false,
  });
}

/**
 * Saves the variants' price, old price and stock from the version they were opened at. The API
 * answers the product as saved (its new version); the list and the staff actions record are asked again.
 */
export function useSaveVariants(slug: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffVariantsBody) => client.request('updateStaffVariants', { params: { slug }, body }),
    onSuccess: (saved: StaffProduct) => {
      queryClient.setQueryData(productKey(slug), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...staffCatalogueKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'staff-actions'] }),
      ]);
    },
  });
}
