import type { StaffComment } from '@juicyin/contract';
import type { DataTableColumn } from '@juicyin/ui/data-table';
import { Link } from '@juicyin/ui/link';
import type { Language } from '../../i18n/messages.ts';
import type { useMessages } from '../../i18n/messages-provider.tsx';
import { blogPostPath } from '../../paths.ts';
import { ModerateButton, type ModerateButtonProps } from './moderate-button.tsx';

type Translate = ReturnType<typeof useMessages>;

/**
 * The comment list's columns: when it was written, on which post (a link to the post in the
 * shop), by whom, what it says (as text, never HTML), whether shoppers see it, and Hide or Show again.
 */
export function commentsColumns(
  t: Translate,
  language: Language,
  time: (iso: string) => string,
  onDone: ModerateButtonProps['onDone'],
): readonly DataTableColumn<StaffComment>[] {
  return [
    {
      id: 'written',
      header: t('dashboard.comments.column.written'),
      value: (comment) => comment.createdAt,
      cell: (comment) => <time dateTime={comment.createdAt}>{time(comment.createdAt)}</time>,
      sortable: false,
      hideable: false,
    },
    {
      id: 'post',
      header: t('dashboard.comments.column.post'),
      value: (comment) => comment.post.title[language],
      cell: (comment) => (
        <Link href={blogPostPath(comment.post.slug)} variant="standalone">
          {comment.post.title[language]}
        </Link>
      ),
      sortable: false,
    },
    {
      id: 'shopper',
      header: t('dashboard.comments.column.shopper'),
      value: (comment) => comment.shopper.name,
      cell: (comment) => (
        <span className="staff-comments__shopper">
          <span>{comment.shopper.name}</span>
          <span dir="ltr" className="staff-comments__email">
            {comment.shopper.email}
          </span>
        </span>
      ),
      sortable: false,
    },
    {
      id: 'comment',
      header: t('dashboard.comments.column.comment'),
      value: (comment) => comment.body,
      cell: (comment) => (
        <p dir="auto" className="staff-comments__body">
          {comment.body}
        </p>
      ),
      sortable: false,
      hideable: false,
    },
    {
      id: 'state',
      header: t('dashboard.comments.column.state'),
      value: (comment) => (comment.hidden ? 'hidden' : 'shown'),
      cell: (comment) =>
        comment.hidden ? (
          <span className="staff-comments__state" data-state="hidden">
            <span className="staff-comments__hidden">{t('dashboard.comments.state.hidden')}</span>{' '}
            <span className="staff-comments__by">
              {comment.hidden.by
                ? t('dashboard.comments.hiddenBy', {
                    email: `\u2066${comment.hidden.by}\u2069`,
                    at: time(comment.hidden.at),
                  })
                : t('dashboard.comments.hiddenAt', { at: time(comment.hidden.at) })}
            </span>
          </span>
        ) : (
          <span className="staff-comments__state" data-state="shown">
            {t('dashboard.comments.state.shown')}
          </span>
        ),
      sortable: false,
    },
    {
      id: 'action',
      header: t('dashboard.comments.column.action'),
      value: () => '',
      cell: (comment) => <ModerateButton comment={comment} onDone={onDone} />,
      sortable: false,
      hideable: false,
    },
  ];
}
