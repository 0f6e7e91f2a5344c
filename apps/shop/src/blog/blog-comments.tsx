import type { BlogComment } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { openAuthDialog } from '../account/auth-dialog-state.ts';
import { useSession } from '../account/session.ts';
import { useMessages } from '../i18n/messages-provider.tsx';
import { BlogDate } from './blog-date.tsx';
import { CommentForm } from './comment-form.tsx';

/** Who may write: a signed-in shopper gets the form, a visitor 'Sign in to comment' (the shop's sign-in dialog). */
function Write({ slug }: { readonly slug: string }) {
  const t = useMessages();
  const session = useSession();
  if (session.status === 'loading' || session.status === 'error') return null;
  if (!session.isSignedIn) {
    return (
      <div className="shop-blog-comments__sign-in">
        <p>{t('blog.comments.signInNote')}</p>
        <Button variant="secondary" onPress={() => openAuthDialog('sign-in')}>
          {t('blog.comments.signIn')}
        </Button>
      </div>
    );
  }
  return <CommentForm slug={slug} labelledBy="shop-blog-comments-post" />;
}

/**
 * A post's comments: 'N Comments | Post your comment', the comments oldest first (their text shown
 * as text, never as markup), and the way to write one.
 */
export function BlogComments({ slug, comments }: { readonly slug: string; readonly comments: BlogComment[] }) {
  const t = useMessages();
  return (
    <section className="shop-blog-comments" aria-labelledby="shop-blog-comments-title">
      <div className="shop-blog-comments__header">
        <h2 id="shop-blog-comments-title">{t('blog.comments.count', { count: comments.length })}</h2>
        <span aria-hidden="true" className="shop-blog-comments__bar">
          |
        </span>
        <h3 id="shop-blog-comments-post">{t('blog.comments.post')}</h3>
      </div>
      {comments.length === 0 ? (
        <p className="shop-blog-comments__none">{t('blog.comments.none')}</p>
      ) : (
        <ol className="shop-blog-comments__list" aria-label={t('blog.comments.list')}>
          {comments.map((comment) => (
            <li key={comment.id} className="shop-blog-comments__item">
              <article aria-labelledby={`comment-${comment.id}`}>
                <p className="shop-blog-comments__meta">
                  <strong id={`comment-${comment.id}`}>
                    <bdi>{comment.author}</bdi>
                  </strong>{' '}
                  <BlogDate iso={comment.createdAt} />
                </p>
                {/* Written in either language: its own direction, whatever the page's. */}
                <p className="shop-blog-comments__text" dir="auto">
                  {comment.body}
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
      <Write slug={slug} />
    </section>
  );
}
