import { http, HttpResponse, type HttpHandler } from 'msw';
import { hideStaffComment, listStaffComments, unhideStaffComment } from '../staff/comments-endpoints.ts';
import { type StaffComment, staffCommentListQuerySchema, staffCommentParamsSchema } from '../staff/comments-schemas.ts';
import { staffCommentsFixtures } from './staff-comments-fixtures.ts';
import { invalidInput, mswPath, refused } from './answers.ts';

/*
 * The comment moderation stories' own little server (state per call), answering as the API does:
 * the comments newest first, all or only the shown or hidden ones, in pages; hiding a comment
 * (by this staff member, now) and showing it again, either of them twice changing nothing; an
 * unknown comment answers 404 and a malformed query or id 400 `invalid_input`.
 */

const notFound = () => refused(404, 'not_found', 'Not signed in as staff, or no such comment');

/** Who hides comments in the stories (the dashboard's story staff member). */
export const STORY_MODERATOR = 'amal.staff@juicyin.example';

export interface CommentsServerOptions {
  /** When a hide is recorded (the stories' clock); now by default. */
  readonly now?: () => Date;
  /** Hiding or showing fails with a server error (the list still answers). */
  readonly failChanges?: boolean;
}

/** A story's own comments server. */
export function commentsServer(
  start: readonly StaffComment[] = staffCommentsFixtures.comments,
  options: CommentsServerOptions = {},
): HttpHandler[] {
  let comments = structuredClone([...start]);
  const now = options.now ?? (() => new Date());
  const change = (params: Record<string, unknown>, hidden: boolean) => {
    const parsed = staffCommentParamsSchema.safeParse({ id: params['id'] });
    if (!parsed.success) return invalidInput(parsed.error);
    if (options.failChanges) return refused(500, 'internal', 'Something went wrong on our side');
    const found = comments.find((comment) => comment.id === parsed.data.id);
    if (!found) return notFound();
    const next: StaffComment =
      hidden === (found.hidden !== null)
        ? found
        : { ...found, hidden: hidden ? { at: now().toISOString(), by: STORY_MODERATOR } : null };
    comments = comments.map((comment) => (comment.id === next.id ? next : comment));
    return HttpResponse.json(next);
  };
  return [
    http.get(mswPath(listStaffComments), ({ request }) => {
      const parsed = staffCommentListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return invalidInput(parsed.error);
      const { show, page, pageSize } = parsed.data;
      const matching = comments
        .filter((comment) => show === 'all' || (show === 'hidden') === (comment.hidden !== null))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return HttpResponse.json({
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: matching.length,
        pageCount: Math.ceil(matching.length / pageSize),
      });
    }),
    http.put(mswPath(hideStaffComment), ({ params }) => change(params, true)),
    http.delete(mswPath(unhideStaffComment), ({ params }) => change(params, false)),
  ];
}

const serverDown = () => refused(500, 'internal', 'Something went wrong on our side');
const never = () => new Promise<Response>(() => undefined);

/** The comment moderation screen's handler groups; each call is a fresh server. */
export const staffCommentsHandlers = {
  full: (options: CommentsServerOptions = {}) => commentsServer(undefined, options),
  empty: () => commentsServer([]),
  loading: () => [http.get(mswPath(listStaffComments), never)],
  error: () => [http.get(mswPath(listStaffComments), serverDown)],
};
