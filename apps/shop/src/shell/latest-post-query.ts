import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api.ts';

/** The newest blog post, shown in every page's footer: kept for ten minutes. */
export function latestPostQuery(client: ApiClient) {
  return queryOptions({
    queryKey: ['content', 'blog', 'latest'] as const,
    queryFn: ({ signal }) => client.request('listBlogPosts', { query: { pageSize: 1 }, signal }),
    staleTime: 10 * 60 * 1000,
  });
}
