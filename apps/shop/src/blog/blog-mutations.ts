import type { BlogComment, BlogPost, ShareCounts, ShareTarget } from '@juicyin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client.tsx';
import { blogKeys } from './blog-queries.ts';

/**
 * Counts one use of a share link; the post's counts become the server's answer (so the box shows
 * every shopper's shares, not only this one's).
 */
export function useShareBlogPost(slug: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: ShareTarget) => client.request('shareBlogPost', { params: { slug }, body: { target } }),
    onSuccess: (shares: ShareCounts) => {
      queryClient.setQueryData<BlogPost>(blogKeys.post(slug), (post) => (post ? { ...post, shares } : post));
    },
  });
}

/**
 * Posts the signed-in shopper's comment: the answer joins the post's comments at once, and the
 * lists (their comment counts) are asked again.
 */
export function usePostBlogComment(slug: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => client.request('postBlogComment', { params: { slug }, body: { body } }),
    onSuccess: async (comment: BlogComment) => {
      queryClient.setQueryData<BlogPost>(blogKeys.post(slug), (post) =>
        post && !post.comments.some((known) => known.id === comment.id)
          ? { ...post, comments: [...post.comments, comment], commentCount: post.commentCount + 1 }
          : post,
      );
      await queryClient.invalidateQueries({ queryKey: blogKeys.lists() });
    },
  });
}
