import type { InfoPageSlug } from '@juicyin/contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api.ts';

const tenMinutes = 10 * 60 * 1000;

/** One information page (its text in both languages), kept for ten minutes. */
export function infoPageQuery(client: ApiClient, slug: InfoPageSlug) {
  return queryOptions({
    queryKey: ['content', 'page', slug] as const,
    queryFn: ({ signal }) => client.request('getInfoPage', { params: { slug }, signal }),
    staleTime: tenMinutes,
  });
}

/** The FAQ's groups of questions, kept for ten minutes. */
export function faqQuery(client: ApiClient) {
  return queryOptions({
    queryKey: ['content', 'faq'] as const,
    queryFn: ({ signal }) => client.request('getFaq', { query: {}, signal }),
    staleTime: tenMinutes,
  });
}
