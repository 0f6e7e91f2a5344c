import { STAFF_COMMENT_FILTERS, type StaffCommentFilter, type StaffCommentListQuery } from '@juicyin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../account/keys.ts';
import type { ApiClient } from '../../api.ts';
import { useApiClient } from '../../api-client.tsx';
import { withQuery } from '../../paths.ts';

export const COMMENTS_PAGE_SIZE = 25;

/** The list's filter and page as the address keeps them (`?show=hidden&page=2`). */
export interface CommentsView {
  readonly show: StaffCommentFilter;
  readonly page: number;
}

const isFilter = (value: string | null): value is StaffCommentFilter =>
  (STAFF_COMMENT_FILTERS as readonly string[]).includes(value ?? '');

/** The list's view from the address: an unknown filter is every comment, a malformed page 1. */
export function readCommentsView(search: URLSearchParams): CommentsView {
  const show = search.get('show');
  const page = Number(search.get('page'));
  return { show: isFilter(show) ? show : 'all', page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The address of a view of the list (defaults left out, so the plain address is every comment). */
export function commentsViewPath(path: string, view: CommentsView): string {
  return withQuery(path, {
    show: view.show === 'all' ? undefined : view.show,
    page: view.page > 1 ? view.page : undefined,
  });
}

/** Every staff comment query's key root (under the account's, dropped on sign out). */
export const staffCommentsKey = [...accountKeys.all, 'staff-comments'] as const;

/** One page of the comments, newest first. */
export function staffCommentsQuery(client: ApiClient, view: CommentsView) {
  const query: StaffCommentListQuery = { show: view.show, page: view.page, pageSize: COMMENTS_PAGE_SIZE };
  return queryOptions({
    queryKey: [...staffCommentsKey, 'list', query],
    queryFn: ({ signal }) => client.request('listStaffComments', { query, signal }),
  });
}

/** Hides a comment from shoppers or shows it again; the comment lists and the action log are asked again. */
export function useModerateComment() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hide }: { readonly id: string; readonly hide: boolean }) =>
      client.request(hide ? 'hideStaffComment' : 'unhideStaffComment', { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffCommentsKey }),
        queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'staff-actions'] }),
      ]),
  });
}
