import type { StaffBlogCreateBody, StaffBlogPictureQuery, StaffBlogPost, StaffBlogUpdateBody } from '@juicyin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { accountKeys } from '../../account/keys.ts';
import type { ApiClient } from '../../api.ts';
import { useApiClient } from '../../api-client.tsx';

/** The blog's queries: the list and each post as staff edit it. */
export const staffBlogKey = [...accountKeys.all, 'staff-blog'] as const;
const postKey = (slug: string) => [...staffBlogKey, 'post', slug] as const;

/** Every post with its status, as the dashboard lists them. */
export function staffBlogPostsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: [...staffBlogKey, 'list'] as const,
    queryFn: ({ signal }) => client.request('listStaffBlogPosts', { signal }),
  });
}

/** One post as staff edit it: its texts in both languages, its publish time and its version. */
export function staffBlogPostQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: postKey(slug),
    queryFn: ({ signal }) => client.request('getStaffBlogPost', { params: { slug }, signal }),
    // The editor keeps the version it opened; a refetch in the background must not replace it under staff's typing.
    refetchOnWindowFocus: false,
  });
}

/** After a write: the post's own answer is kept, the list and the staff actions record are asked again. */
function useAfterWrite() {
  const queryClient = useQueryClient();
  return (saved: StaffBlogPost) => {
    queryClient.setQueryData(postKey(saved.slug), saved);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: [...staffBlogKey, 'list'] }),
      queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'staff-actions'] }),
    ]);
  };
}

/**
 * Writes a post with an Idempotency-Key as the coupon form creates a coupon: the same body sent
 * again (a network failure, a double press) goes with the same key, so one post is made; a changed
 * body (another slug after `post_slug_taken`) is a new attempt with a new key.
 */
export function useCreateBlogPost() {
  const client = useApiClient();
  const afterWrite = useAfterWrite();
  const attempt = useRef<{ readonly key: string; readonly body: string } | null>(null);
  return useMutation({
    mutationFn: (body: StaffBlogCreateBody) => {
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text) attempt.current = { key: crypto.randomUUID(), body: text };
      return client.request('createStaffBlogPost', { body, headers: { 'idempotency-key': attempt.current.key } });
    },
    onSuccess: (saved: StaffBlogPost) => afterWrite(saved),
  });
}

/** Saves a post from the version it was opened at; the answer is the post as saved (its new version). */
export function useSaveBlogPost(slug: string) {
  const client = useApiClient();
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (body: StaffBlogUpdateBody) => client.request('updateStaffBlogPost', { params: { slug }, body }),
    onSuccess: (saved: StaffBlogPost) => afterWrite(saved),
  });
}

/** Uploads the post's picture in place of the one it shows; the answer is the post with it. */
export function useUploadBlogPicture(slug: string) {
  const client = useApiClient();
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: ({ file, query }: { file: File; query: StaffBlogPictureQuery }) =>
      client.request('uploadStaffBlogPicture', { params: { slug }, query, file }),
    onSuccess: (saved: StaffBlogPost) => afterWrite(saved),
  });
}

/** Removes the post's uploaded picture; the answer is the post showing its drawn one. */
export function useRemoveBlogPicture(slug: string) {
  const client = useApiClient();
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: () => client.request('deleteStaffBlogPicture', { params: { slug } }),
    onSuccess: (saved: StaffBlogPost) => afterWrite(saved),
  });
}
