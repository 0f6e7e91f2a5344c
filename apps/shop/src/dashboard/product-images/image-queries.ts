import type { StaffProductImage, StaffProductImageList, StaffProductImageUploadQuery } from '@juicyin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../account/keys.ts';
import type { ApiClient } from '../../api.ts';
import { useApiClient } from '../../api-client.tsx';
import { staffCatalogueKey } from '../products/products-view.ts';

const imagesKey = (slug: string) => [...staffCatalogueKey, 'images', slug] as const;

/** A product's uploaded pictures, Regular first, each material's in the order the shop shows them. */
export function staffProductImagesQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: imagesKey(slug),
    queryFn: ({ signal }) => client.request('listStaffProductImages', { params: { slug }, signal }),
  });
}

/** After a change: the pictures as the API answers them, and the staff actions record asked again. */
function useAfterChange(slug: string) {
  const queryClient = useQueryClient();
  return (list: StaffProductImageList | ((current: StaffProductImageList) => StaffProductImageList)) => {
    queryClient.setQueryData<StaffProductImageList>(imagesKey(slug), (current) =>
      typeof list === 'function' ? list(current ?? { items: [] }) : list,
    );
    return queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'staff-actions'] });
  };
}

/** Uploads a picture file to a material of the product, with its alt text. */
export function useUploadImage(slug: string) {
  const client = useApiClient();
  const after = useAfterChange(slug);
  return useMutation({
    mutationFn: ({ file, query }: { file: File; query: StaffProductImageUploadQuery }) =>
      client.request('uploadStaffProductImage', { params: { slug }, query, file }),
    onSuccess: (added: StaffProductImage) => after((current) => ({ items: [...current.items, added] })),
  });
}

/** Changes a picture's alt text in both languages. */
export function useSaveAlt(slug: string, id: number) {
  const client = useApiClient();
  const after = useAfterChange(slug);
  return useMutation({
    mutationFn: (alt: StaffProductImage['alt']) =>
      client.request('updateStaffProductImage', { params: { slug, id }, body: { alt } }),
    onSuccess: (saved: StaffProductImage) =>
      after((current) => ({ items: current.items.map((image) => (image.id === saved.id ? saved : image)) })),
  });
}

/** Puts a material's pictures in a new order (the API answers them all as ordered). */
export function useOrderImages(slug: string) {
  const client = useApiClient();
  const after = useAfterChange(slug);
  return useMutation({
    mutationFn: (body: { material: StaffProductImage['material']; ids: number[] }) =>
      client.request('orderStaffProductImages', { params: { slug }, body }),
    onSuccess: (list: StaffProductImageList) => after(list),
  });
}

/** Removes a picture; the API answers the pictures left. */
export function useRemoveImage(slug: string, id: number) {
  const client = useApiClient();
  const after = useAfterChange(slug);
  return useMutation({
    mutationFn: () => client.request('deleteStaffProductImage', { params: { slug, id } }),
    onSuccess: (left: StaffProductImageList) => after(left),
  });
}
