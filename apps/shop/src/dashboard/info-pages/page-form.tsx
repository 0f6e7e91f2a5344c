import type { StaffInfoPage, StaffInfoPageBody } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { focusFirst } from '../faq/faq-form.tsx';
import { apiFields, isVersionConflict } from '../settings/settings-queries.ts';
import type { VersionedFormProps } from '../versioned-document/versioned-document.tsx';
import { bodyOf, draftOf, type PageDraft, pathOf, type Problem, withSection, withText } from './page-draft.ts';
import type { PageEditing } from './page-fields.tsx';
import { PageBoth } from './page-fields.tsx';
import { apiMessage, problemKeys, type Said, shownAt } from './page-messages.ts';
import { PageSection } from './page-section.tsx';
import { SaveRow } from '../versioned-document/save-row.tsx';

/** An API field message where the form shows it, with the paragraph it is about. */
interface Refusal {
  readonly message: string;
  readonly paragraph?: number;
}

/**
 * An information page's form: its title and intro, then every section with its heading and
 * paragraphs, in order, each movable and removable; each field's problem beside it — the form's own
 * before asking (a missing text), the API's after (translated where the form knows the message) —
 * and, on a conflict, what happened with Reload. The layout is not the form's to change.
 */
export function PageForm({
  document: page,
  isSaving,
  saveError,
  onSave,
  onReload,
  isReloading,
}: VersionedFormProps<StaffInfoPage, StaffInfoPageBody>) {
  const t = useMessages();
  const [draft, setDraft] = useState<PageDraft>(() => draftOf(page));
  const [problems, setProblems] = useState<Readonly<Record<string, Problem>>>({});
  const [refused, setRefused] = useState<Readonly<Record<string, Refusal>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Where the focus goes once the draft is drawn: after a move, an addition or a removal (the
  // selectors), or after a save that could not be made or was refused at a field (the first problem).
  const [focus, setFocus] = useState<{ readonly selectors: readonly string[] } | null>(null);
  useEffect(() => {
    if (focus) focusFirst(formRef.current, focus.selectors);
  }, [focus]);
  const sayOf = (said: Said) => ('text' in said ? said.text : t(said.key, said.values));
  const say = ({ message, paragraph }: Refusal) => {
    const text = sayOf(apiMessage(message));
    return paragraph === undefined
      ? text
      : t('dashboard.pages.problem.paragraph', { number: paragraph, problem: text });
  };
  const problemOf = (path: string): string | undefined => {
    const problem = problems[path];
    if (problem) return t(problemKeys[problem]);
    const refusal = refused[path];
    return refusal === undefined ? undefined : say(refusal);
  };
  const editing: PageEditing = {
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
  const fields = new Set(['title.en', 'title.ar', 'intro.en', 'intro.ar', 'sections']);
  draft.sections.forEach((_, index) => {
    for (const field of ['heading', 'paragraphs'])
      for (const language of ['en', 'ar']) fields.add(`sections.${String(index)}.${field}.${language}`);
  });
  const elsewhere = Object.entries(refused).filter(([path]) => !fields.has(path));
  const conflict = isVersionConflict(saveError);
  const failed =
    saveError !== null && saveError !== undefined && !conflict && Object.keys(apiFields(saveError)).length === 0;
  const needsFix = Object.keys(problems).length > 0 || Object.keys(refused).length > 0;
  const noSections = problemOf('sections');
  const invalid = { selectors: ['[aria-invalid="true"], [data-problem]'] };
  return (
    <form
      ref={formRef}
      className="staff-faq__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const made = bodyOf(page, draft);
        if ('problems' in made) {
          setProblems(made.problems);
          setFocus({ ...invalid });
          return;
        }
        setProblems({});
        setRefused({});
        onSave(made.body, (error) => {
          const placed: Record<string, Refusal> = {};
          for (const [path, message] of Object.entries(apiFields(error))) {
            const at = shownAt(path, draft.sections.length);
            placed[at?.field ?? path] ??= {
              message,
              ...(at?.paragraph === undefined ? {} : { paragraph: at.paragraph }),
            };
          }
          setRefused(placed);
          if (Object.keys(placed).length > 0) setFocus({ ...invalid });
        });
      }}
    >
      <fieldset className="staff-faq__entry">
        <legend>{t('dashboard.pages.introLegend')}</legend>
        <PageBoth place={{ field: 'title' }} label={t('dashboard.pages.title')} editing={editing} />
        <PageBoth place={{ field: 'intro' }} label={t('dashboard.pages.intro')} editing={editing} />
      </fieldset>
      {draft.sections.map((section, index) => (
        <PageSection key={section.id} index={index} section={section} count={draft.sections.length} editing={editing} />
      ))}
      {noSections ? (
        <p className="staff-faq__field-problem" data-problem tabIndex={-1}>
          {noSections}
        </p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          data-focus="add-section"
          onPress={() => editing.reshape(withSection, (before) => [`#section-${String(before.next)} input`])}
        >
          {t('dashboard.pages.addSection')}
        </Button>
      </div>
      <SaveRow
        words={{
          conflict: t('dashboard.pages.conflict'),
          reload: t('dashboard.pages.reload'),
          fix: t('dashboard.pages.fix'),
          failed: t('dashboard.pages.failed'),
          save: t('dashboard.pages.save'),
        }}
        conflict={conflict}
        needsFix={needsFix}
        failed={failed}
        elsewhere={elsewhere.map(([path, refusal]) => [path, say(refusal)] as const)}
        isSaving={isSaving}
        isReloading={isReloading}
        onReload={onReload}
      />
    </form>
  );
}
