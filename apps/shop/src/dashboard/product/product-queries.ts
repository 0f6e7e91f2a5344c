import type {
  StaffProduct,
  StaffProductCreateBody,
  StaffProductDetailsBody,
  StaffVariantAddBody,
  StaffVariantsBody,
} from '@juicyin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
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

/** After a write: the product's own answer is kept, the list and the staff actions record are asked again. */
function useAfterWrite() {
  const queryClient = useQueryClient();
  return (saved: StaffProduct) => {
    queryClient.setQueryData(productKey(saved.slug), saved);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: [...staffCatalogueKey, 'list'] }),
      queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'staff-actions'] }),
    ]);
  };
}

/** Saves the product's details from the version they were opened at. */
export function useSaveDetails(slug: string) {
  const client = useApiClient();
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (body: StaffProductDetailsBody) => client.request('updateStaffProduct', { params: { slug }, body }),
    onSuccess: afterWrite,
  });
}

/** Adds a variant from the version the product was opened at. */
export function useAddVariant(slug: string) {
  const client = useApiClient();
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (body: StaffVariantAddBody) => client.request('addStaffVariant', { params: { slug }, body }),
    onSuccess: afterWrite,
  });
}

/** Removes a variant no order names, from the version the product was opened at. */
export function useRemoveVariant(slug: string) {
  const client = useApiClient();
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: ({ sku, version }: { readonly sku: string; readonly version: number }) =>
      client.request('removeStaffVariant', { params: { slug, sku }, query: { version } }),
    onSuccess: afterWrite,
  });
}

/** Takes the product out of the shop, or puts it back. */
export function useArchive(slug: string) {
  const client = useApiClient();
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (archive: boolean) =>
      client.request(archive ? 'archiveStaffProduct' : 'unarchiveStaffProduct', { params: { slug } }),
    onSuccess: afterWrite,
  });
}

/**
 * Creates a product with an Idempotency-Key as a coupon is created: the same body sent again (a
 * network failure, a double press) goes with the same key, so one product is made; a changed body
 * (another slug after `product_slug_taken`) is a new attempt with a new key.
 */
export function useCreateProduct() {
  const client = useApiClient();
  const afterWrite = useAfterWrite();
  const attempt = useRef<{ readonly key: string; readonly body: string } | null>(null);
  return useMutation({
    mutationFn: (body: StaffProductCreateBody) => {
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text) attempt.current = { key: crypto.randomUUID(), body: text };
      return client.request('createStaffProduct', { body, headers: { 'idempotency-key': attempt.current.key } });
    },
    onSuccess: afterWrite,
  });
}
