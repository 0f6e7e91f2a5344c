import { ApiError, type StaffBlogCreateBody, type StaffBlogPost } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import {
  BLOG_POST_FIELDS,
  type BlogPostDraft,
  type BlogPostField,
  bodyOf,
  draftOf,
  emptyDraft,
  type Problem,
} from './blog-post-draft.ts';
import { BlogPostFields } from './blog-post-fields.tsx';
import { apiMessage } from './blog-post-messages.ts';
import { useCreateBlogPost, useSaveBlogPost } from './blog-post-queries.ts';

export interface BlogPostFormProps {
  /** The post as it was opened (its version is the one a save names); null for a new post. */
  readonly post: StaffBlogPost | null;
  readonly onSaved: (saved: StaffBlogPost) => void;
  /** The API refused the save: someone saved the post since it was opened (409 `version_conflict`). */
  readonly onConflict: () => void;
}

const isConflict = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.body.error.code === 'version_conflict';

/** Where an API field path is shown: a field of the form (`body.en.3` at the English body), or nowhere. */
const shownAt = (path: string): BlogPostField | null =>
  BLOG_POST_FIELDS.find((field) => field === path || path.startsWith(`${field}.`)) ?? null;

/**
 * A post's form: the form's own problems before asking (the publish day and time), the API's after
 * (translated where the form knows the message) at their fields; the keyboard goes to the first
 * field to fix. A create names a key of its own (see `useCreateBlogPost`); a save names the version.
 */
export function BlogPostForm({ post, onSaved, onConflict }: BlogPostFormProps) {
  const t = useMessages();
  const create = useCreateBlogPost();
  const save = useSaveBlogPost(post?.slug ?? '');
  const mutation = post ? save : create;
  const [draft, setDraft] = useState<BlogPostDraft>(() => (post ? draftOf(post) : emptyDraft));
  const [problems, setProblems] = useState<Readonly<Partial<Record<BlogPostField, Problem>>>>({});
  const [refused, setRefused] = useState<Readonly<Record<string, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped when a save could not be made or was refused at a field: the first such field gets the focus.
  const [refusedAt, setRefusedAt] = useState(0);
  useEffect(() => {
    if (refusedAt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedAt]);
  const say = (message: string) => {
    const said = apiMessage(message);
    return 'text' in said ? said.text : t(said.key, said.values);
  };
  const problemOf = (field: BlogPostField): string | undefined => {
    const problem = problems[field];
    if (problem) return t(`dashboard.blogPost.problem.${problem}`);
    const message = refused[field];
    return message === undefined ? undefined : say(message);
  };
  const edit = (field: BlogPostField | null, change: Partial<BlogPostDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    if (field === null) return;
    if (field in problems) setProblems(({ [field]: _dropped, ...rest }) => rest);
    if (field in refused) setRefused(({ [field]: _dropped, ...rest }) => rest);
  };
  const refusedWith = (error: unknown) => {
    if (isConflict(error)) {
      onConflict();
      return;
    }
    const fields = error instanceof ApiError ? (error.body.error.fields ?? {}) : {};
    const placed: Record<string, string> = {};
    for (const [path, message] of Object.entries(fields)) placed[shownAt(path) ?? path] ??= message;
    setRefused(placed);
    if (Object.keys(placed).length > 0) setRefusedAt((count) => count + 1);
  };
  const send = (body: StaffBlogCreateBody) => {
    if (!post) {
      create.mutate(body, { onSuccess: onSaved, onError: refusedWith });
      return;
    }
    const { title, excerpt, body: paragraphs, author, publishedAt, featured, ofTheWeek } = body;
    save.mutate(
      { version: post.version, title, excerpt, body: paragraphs, author, publishedAt, featured, ofTheWeek },
      { onSuccess: onSaved, onError: refusedWith },
    );
  };
  const elsewhere = Object.entries(refused).filter(([path]) => shownAt(path) === null);
  const needsFix = Object.keys(problems).length > 0 || Object.keys(refused).length > 0;
  const failed =
    mutation.error &&
    !isConflict(mutation.error) &&
    !(mutation.error instanceof ApiError && mutation.error.body.error.fields);
  return (
    <form
      ref={formRef}
      className="staff-blog-post__form"
      noValidate
      aria-label={t('dashboard.blogPost.form')}
      onSubmit={(event) => {
        event.preventDefault();
        const made = bodyOf(draft);
        if ('problems' in made) {
          setProblems(made.problems);
          setRefusedAt((count) => count + 1);
          return;
        }
        setProblems({});
        setRefused({});
        send(made.body);
      }}
    >
      <BlogPostFields draft={draft} isEditing={post !== null} edit={edit} problemOf={problemOf} />
      <div className="staff-blog-post__actions">
        {needsFix ? (
          <div role="alert" className="staff-blog-post__problem">
            <p>{t('dashboard.blogPost.fix')}</p>
            {elsewhere.length > 0 ? (
              <ul>
                {elsewhere.map(([path, message]) => (
                  <li key={path}>
                    <span dir="ltr">{path}</span>: {say(message)}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : failed ? (
          <p role="alert" className="staff-blog-post__problem">
            {t('dashboard.blogPost.failed')}
          </p>
        ) : null}
        <Button type="submit" isPending={mutation.isPending}>
          {t(post ? 'dashboard.blogPost.save' : 'dashboard.blogPost.create')}
        </Button>
      </div>
    </form>
  );
}
