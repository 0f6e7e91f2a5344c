import { Skeleton } from '@juicyin/ui/skeleton';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { QueryError } from '../../catalogue/query-error.tsx';
import { queryFailed } from '../../catalogue/query-failed.ts';
import { useMessages } from '../../i18n/messages-provider.tsx';
import type { MessageKey } from '../../i18n/messages.ts';

/** What a form for a versioned document is given: the document as opened, the save and the reload. */
export interface VersionedFormProps<Doc, Body> {
  readonly isSaving: boolean;
  /** The last save's failure, if the last save failed. */
  readonly saveError: unknown;
  readonly onSave: (body: Body, onRefused: (error: unknown) => void) => void;
  readonly onReload: () => void;
  readonly isReloading: boolean;
  readonly document: Doc;
}

/**
 * A document staff edit whole and save from the version they opened (the store's settings, the
 * FAQ): the saved announcement, the loading and error states, the version, and the form — a fresh
 * one for each new version (saved here, or reloaded after someone else's save). `block` is the
 * page's CSS block (`staff-faq` → `staff-faq__saved`); `messages` its words.
 */
export function VersionedDocument<Doc extends { readonly version: number }, Body>({
  query,
  save,
  block,
  messages,
  form,
}: {
  readonly query: UseQueryResult<Doc>;
  readonly save: UseMutationResult<Doc, unknown, Body>;
  readonly block: string;
  readonly messages: {
    readonly saved: MessageKey;
    readonly error: MessageKey;
    readonly loading: MessageKey;
    readonly version: MessageKey;
  };
  readonly form: (props: VersionedFormProps<Doc, Body>) => ReactNode;
}) {
  const t = useMessages();
  const document = query.data;
  const saved = save.isSuccess ? save.data : undefined;
  return (
    <>
      <p role="status" className={`${block}__saved`}>
        {saved ? t(messages.saved, { version: saved.version }) : null}
      </p>
      {queryFailed(query) ? (
        <QueryError title={t(messages.error)} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : !document ? (
        <div aria-busy="true" className={`${block}__loading`}>
          <p role="status">{t(messages.loading)}</p>
          <Skeleton shape="rect" blockSize="24rem" />
        </div>
      ) : (
        <>
          <p className={`${block}__version`}>{t(messages.version, { version: document.version })}</p>
          <Fragment key={document.version}>
            {form({
              document,
              isSaving: save.isPending,
              saveError: save.error,
              onSave: (body, onRefused) => save.mutate(body, { onError: onRefused }),
              isReloading: query.isFetching,
              onReload: () => {
                save.reset();
                void query.refetch();
              },
            })}
          </Fragment>
        </>
      )}
    </>
  );
}
