import type { StaffComment } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useModerateComment } from './comments-view.ts';

export interface ModerateButtonProps {
  readonly comment: StaffComment;
  /** What happened, for the page's status region (or its alert when it failed). */
  readonly onDone: (outcome: { readonly message: string; readonly failed: boolean }) => void;
}

/** Hide (a shown comment) or Show again (a hidden one), named with whose comment it is. */
export function ModerateButton({ comment, onDone }: ModerateButtonProps) {
  const t = useMessages();
  const moderate = useModerateComment();
  const hide = comment.hidden === null;
  const name = comment.shopper.name;
  return (
    <Button
      variant={hide ? 'secondary' : 'ghost'}
      size="sm"
      isPending={moderate.isPending}
      aria-label={t(hide ? 'dashboard.comments.hideLabel' : 'dashboard.comments.showLabel', { name })}
      onPress={() =>
        moderate.mutate(
          { id: comment.id, hide },
          {
            onSuccess: () =>
              onDone({
                message: t(hide ? 'dashboard.comments.hidden' : 'dashboard.comments.shownAgain', { name }),
                failed: false,
              }),
            onError: () => onDone({ message: t('dashboard.comments.failed'), failed: true }),
          },
        )
      }
    >
      {t(hide ? 'dashboard.comments.hide' : 'dashboard.comments.show')}
    </Button>
  );
}
