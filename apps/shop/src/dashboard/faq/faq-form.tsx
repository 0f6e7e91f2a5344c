import type { StaffFaq, StaffFaqBody } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { apiFields, isVersionConflict } from '../settings/settings-queries.ts';
import { bodyOf, draftOf, type FaqDraft, pathOf, type Problem, withGroup, withText } from './faq-draft.ts';
import type { FaqEditing } from './faq-fields.tsx';
import { FaqGroup, newItemField } from './faq-group.tsx';
import { apiMessage, problemKeys, shownAt } from './faq-messages.ts';
import { SaveRow } from '../versioned-document/save-row.tsx';

export interface FaqFormProps {
  /** The FAQ as opened: its version is the one a save is made from. */
  readonly faq: StaffFaq;
  readonly isSaving: boolean;
  /** The last save's failure, if the last save failed. */
  readonly saveError: unknown;
  readonly onSave: (body: StaffFaqBody, onRefused: (error: unknown) => void) => void;
  readonly onReload: () => void;
  readonly isReloading: boolean;
}

/** The first element of `selectors` in the form that can take the focus. */
export function focusFirst(form: HTMLFormElement | null, selectors: readonly string[]): void {
  for (const selector of selectors) {
    const element = form?.querySelector<HTMLElement>(selector);
    if (element && !element.hasAttribute('disabled') && element.getAttribute('aria-disabled') !== 'true') {
      element.focus();
      return;
    }
  }
}

/**
 * The FAQ form: every group with its title and questions, in order, each movable and removable; each
 * field's problem beside it — the form's own before asking (a missing text), the API's after
 * (translated where the form knows the message) — and, on a conflict, what happened with Reload.
 */
export function FaqForm({ faq, isSaving, saveError, onSave, onReload, isReloading }: FaqFormProps) {
  const t = useMessages();
  const [draft, setDraft] = useState<FaqDraft>(() => draftOf(faq));
  const [problems, setProblems] = useState<Readonly<Record<string, Problem>>>({});
  const [refused, setRefused] = useState<Readonly<Record<string, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Where the focus goes once the draft is drawn: after a move, an addition or a removal (the
  // selectors), or after a save that could not be made or was refused at a field (the first problem).
  const [focus, setFocus] = useState<{ readonly selectors: readonly string[] } | null>(null);
  useEffect(() => {
    if (focus) focusFirst(formRef.current, focus.selectors);
  }, [focus]);
  const say = (message: string) => {
    const said = apiMessage(message);
    return 'text' in said ? said.text : t(said.key, said.values);
  };
  const problemOf = (path: string): string | undefined => {
    const problem = problems[path];
    if (problem) return t(problemKeys[problem]);
    const message = refused[path];
    return message === undefined ? undefined : say(message);
  };
  const editing: FaqEditing = {
    draft,
    problemOf,
    setText: (text, value) => {
      const path = pathOf(text);
      setDraft((current) => withText(current, text, value));
      if (path in problems) setProblems(({ [path]: _dropped, ...rest }) => rest);
      if (path in refused) setRefused(({ [path]: _dropped, ...rest }) => rest);
    },
    reshape: (change, selectors) => {
      setDraft(change);
      setProblems({});
      setRefused({});
      setFocus({ selectors: selectors(draft) });
    },
  };
  const elsewhere = Object.entries(refused).filter(([path]) => shownAt(path, draft.groups) === null);
  const conflict = isVersionConflict(saveError);
  const failed =
    saveError !== null && saveError !== undefined && !conflict && Object.keys(apiFields(saveError)).length === 0;
  const needsFix = Object.keys(problems).length > 0 || Object.keys(refused).length > 0;
  const noGroups = problemOf('groups');
  const invalid = { selectors: ['[aria-invalid="true"], [data-problem]'] };
  return (
    <form
      ref={formRef}
      className="staff-faq__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const made = bodyOf(faq, draft);
        if ('problems' in made) {
          setProblems(made.problems);
          setFocus({ ...invalid });
          return;
        }
        setProblems({});
        setRefused({});
        onSave(made.body, (error) => {
          const placed: Record<string, string> = {};
          for (const [path, message] of Object.entries(apiFields(error)))
            placed[shownAt(path, draft.groups) ?? path] ??= message;
          setRefused(placed);
          if (Object.keys(placed).length > 0) setFocus({ ...invalid });
        });
      }}
    >
      {draft.groups.map((group, index) => (
        <FaqGroup key={group.id} index={index} group={group} count={draft.groups.length} editing={editing} />
      ))}
      {noGroups ? (
        <p className="staff-faq__field-problem" data-problem tabIndex={-1}>
          {noGroups}
        </p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          data-focus="add-group"
          onPress={() => editing.reshape(withGroup, (before) => [newItemField(before)])}
        >
          {t('dashboard.faq.addGroup')}
        </Button>
      </div>
      <SaveRow
        words={{
          conflict: t('dashboard.faq.conflict'),
          reload: t('dashboard.faq.reload'),
          fix: t('dashboard.faq.fix'),
          failed: t('dashboard.faq.failed'),
          save: t('dashboard.faq.save'),
        }}
        conflict={conflict}
        needsFix={needsFix}
        failed={failed}
        elsewhere={elsewhere.map(([path, message]) => [path, say(message)] as const)}
        isSaving={isSaving}
        isReloading={isReloading}
        onReload={onReload}
      />
    </form>
  );
}
