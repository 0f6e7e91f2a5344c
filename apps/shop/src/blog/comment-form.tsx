import { MAX_COMMENT_LENGTH } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { TextField } from '@juicyin/ui/text-field';
import { type SyntheticEvent, useState } from 'react';
import { useMessages } from '../i18n/messages-provider.tsx';
import { useConnectionGate } from '../offline/needs-connection.tsx';
import { type CommentErrors, commentApiErrors, commentInputErrors, commentLength } from './comment-errors.ts';
import { usePostBlogComment } from './blog-mutations.ts';

/**
 * A signed-in shopper's comment: a text area with its length against the contract's limit, Submit;
 * what is wrong is said at the text area (too long, empty, the API's field message) or above the
 * button (sent too often, the session ended).
 */
export function CommentForm({ slug, labelledBy }: { readonly slug: string; readonly labelledBy: string }) {
  const t = useMessages();
  const gate = useConnectionGate();
  const post = usePostBlogComment(slug);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<CommentErrors>({});
  const [sent, setSent] = useState(false);
  const length = commentLength(text);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (post.isPending || gate.blocked) return;
    const found = commentInputErrors(t, text);
    setErrors(found);
    setSent(false);
    if (found.body) return;
    post.mutate(text, {
      onSuccess: () => {
        setText('');
        setSent(true);
      },
      onError: (error) => setErrors(commentApiErrors(t, error)),
    });
  };

  return (
    <form className="shop-blog-comments__form" aria-labelledby={labelledBy} noValidate onSubmit={submit}>
      <TextField
        label={t('blog.comments.label')}
        description={
          <span className={length > MAX_COMMENT_LENGTH ? 'shop-blog-comments__counter--over' : undefined}>
            {t('blog.comments.counter', { count: length, max: MAX_COMMENT_LENGTH })}
          </span>
        }
        multiline
        rows={4}
        isRequired
        value={text}
        onChange={(next) => {
          setText(next);
          setSent(false);
          setErrors({});
        }}
        isInvalid={Boolean(errors.body)}
        errorMessage={errors.body}
      />
      {errors.form ? (
        <p role="alert" className="shop-blog-comments__error">
          {errors.form}
        </p>
      ) : null}
      <p role="status" className="shop-blog-comments__sent">
        {sent ? t('blog.comments.sent') : ''}
      </p>
      {gate.reason}
      <Button type="submit" isDisabled={post.isPending || gate.blocked} aria-describedby={gate.describedBy}>
        {post.isPending ? t('blog.comments.sending') : t('blog.comments.submit')}
      </Button>
    </form>
  );
}
