import { Button } from '@juicyin/ui/button';
import { TextField } from '@juicyin/ui/text-field';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { type FaqDraft, type Language, pathOf, type TextPath, textOf } from './faq-draft.ts';

/** What the groups and questions need from the form: the draft, ways to change it, each field's problem. */
export interface FaqEditing {
  readonly draft: FaqDraft;
  readonly problemOf: (path: string) => string | undefined;
  readonly setText: (text: TextPath, value: string) => void;
  /**
   * A change of the draft's shape (added, removed, moved): the field problems go (their paths no
   * longer name the same fields), and the focus goes to the first element found and enabled of the
   * selectors `focus` gives for the draft as it was before the change.
   */
  readonly reshape: (change: (draft: FaqDraft) => FaqDraft, focus: (before: FaqDraft) => readonly string[]) => void;
}

const scripts = { en: { dir: 'ltr', lang: 'en' }, ar: { dir: 'rtl', lang: 'ar' } } as const;

/** A text of the draft in one language, under its body path. */
function FaqText({
  text,
  label,
  multiline,
  editing,
}: {
  readonly text: TextPath;
  readonly label: string;
  readonly multiline?: boolean;
  readonly editing: FaqEditing;
}) {
  const problem = editing.problemOf(pathOf(text));
  // The kit's multi-line field takes no `dir`: the wrapper's `data-script` sets the answer's direction (staff-faq.css).
  return (
    <div className="staff-faq__text" data-script={text.language}>
      <TextField
        label={label}
        isRequired
        multiline={multiline ?? false}
        rows={multiline ? 3 : undefined}
        value={textOf(editing.draft, text)}
        onChange={(value) => editing.setText(text, value)}
        isInvalid={problem !== undefined}
        errorMessage={problem}
        inputProps={{ ...scripts[text.language], autoComplete: 'off' }}
      />
    </div>
  );
}

/** The same text in English and Arabic: two fields, each labelled with its language. */
export function FaqBoth({
  text,
  label,
  multiline,
  editing,
}: {
  readonly text:
    | { readonly group: number; readonly field: 'title' }
    | { readonly group: number; readonly entry: number; readonly field: 'question' | 'answer' };
  readonly label: string;
  readonly multiline?: boolean;
  readonly editing: FaqEditing;
}) {
  const t = useMessages();
  const names: Record<Language, string> = { en: t('dashboard.faq.english'), ar: t('dashboard.faq.arabic') };
  return (
    <div className="staff-faq__pair">
      {(['en', 'ar'] as const).map((language) => (
        <FaqText
          key={language}
          text={{ ...text, language }}
          label={`${label} (${names[language]})`}
          multiline={multiline}
          editing={editing}
        />
      ))}
    </div>
  );
}

/** Move up, Move down and Remove for a group or a question, each named with what it moves. */
export function OrderButtons({
  id,
  index,
  count,
  labels,
  onMove,
  onRemove,
}: {
  /** The group's or question's id: the buttons' `data-focus` names (`<id>-up`, `<id>-down`). */
  readonly id: string;
  readonly index: number;
  readonly count: number;
  readonly labels: { readonly up: string; readonly down: string; readonly remove: string };
  readonly onMove: (by: -1 | 1) => void;
  readonly onRemove: () => void;
}) {
  const t = useMessages();
  return (
    <div className="staff-faq__order">
      <Button
        variant="secondary"
        size="sm"
        aria-label={labels.up}
        data-focus={`${id}-up`}
        isDisabled={index === 0}
        onPress={() => onMove(-1)}
      >
        {t('dashboard.faq.moveUp')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={labels.down}
        data-focus={`${id}-down`}
        isDisabled={index === count - 1}
        onPress={() => onMove(1)}
      >
        {t('dashboard.faq.moveDown')}
      </Button>
      <Button variant="ghost" size="sm" aria-label={labels.remove} onPress={onRemove}>
        {t('dashboard.faq.remove')}
      </Button>
    </div>
  );
}
