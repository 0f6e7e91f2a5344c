import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api.ts';

/** How many posts a page of the blog list holds: the featured post, two beside it and a grid of six. */
export const BLOG_PAGE_SIZE = 9;
/** The 'Latest blog' list under a post: four other posts (one more is asked for, in case it is this one). */
export const LATEST_COUNT = 4;

/** The blog's data, under the footer's teaser's root (`['content', 'blog', 'latest']`). */
export const blogKeys = {
  all: ['content', 'blog'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (page: number, pageSize: number) => [...blogKeys.lists(), page, pageSize] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
};

/** The page of the list the URL asks for (`?page=2`); anything unreadable is the first. */
export function blogPage(search: URLSearchParams): number {
  const page = search.get('page') ?? '';
  return /^[1-9]\d{0,3}$/.test(page) ? Number(page) : 1;
}

/** One page of posts, newest first (the page before stays shown while the next loads). */
export function blogListQuery(client: ApiClient, page: number, pageSize = BLOG_PAGE_SIZE) {
  return queryOptions({
    queryKey: blogKeys.list(page, pageSize),
    queryFn: ({ signal }) => client.request('listBlogPosts', { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The newest posts, for 'Latest blog' beside a post. */
export function latestPostsQuery(client: ApiClient) {
  return blogListQuery(client, 1, LATEST_COUNT + 1);
}

/** One post with its body, comments and share counts. */
export function blogPostQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) => client.request('getBlogPost', { params: { slug }, signal }),
  });
}
