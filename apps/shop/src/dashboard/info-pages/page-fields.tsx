import { TextField } from '@juicyin/ui/text-field';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { type Language, type PageDraft, pathOf, type TextPath, textOf } from './page-draft.ts';

/** What the sections need from the form: the draft, ways to change it, each field's problem. */
export interface PageEditing {
  readonly draft: PageDraft;
  readonly problemOf: (path: string) => string | undefined;
  readonly setText: (text: TextPath, value: string) => void;
  /**
   * A change of the draft's shape (added, removed, moved): the field problems go (their paths no
   * longer name the same fields), and the focus goes to the first element found and enabled of the
   * selectors `focus` gives for the draft as it was before the change.
   */
  readonly reshape: (change: (draft: PageDraft) => PageDraft, focus: (before: PageDraft) => readonly string[]) => void;
}

const scripts = { en: { dir: 'ltr', lang: 'en' }, ar: { dir: 'rtl', lang: 'ar' } } as const;

type Place =
  { readonly field: 'title' | 'intro' } | { readonly section: number; readonly field: 'heading' | 'paragraphs' };

/** A text of the draft in one language, under its body path; paragraphs are typed in a multi-line field. */
function PageText({
  text,
  label,
  editing,
}: {
  readonly text: TextPath;
  readonly label: string;
  readonly editing: PageEditing;
}) {
  const t = useMessages();
  const problem = editing.problemOf(pathOf(text));
  const multiline = text.field === 'intro' || text.field === 'paragraphs';
  // The kit's multi-line field takes no `dir`: the wrapper's `data-script` sets its direction (staff-faq.css).
  return (
    <div className="staff-faq__text" data-script={text.language}>
      <TextField
        label={label}
        isRequired={text.field !== 'intro'}
        multiline={multiline}
        rows={multiline ? 5 : undefined}
        description={multiline ? t('dashboard.pages.paragraphsHint') : undefined}
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
export function PageBoth({
  place,
  label,
  editing,
}: {
  readonly place: Place;
  readonly label: string;
  readonly editing: PageEditing;
}) {
  const t = useMessages();
  const names: Record<Language, string> = { en: t('dashboard.pages.english'), ar: t('dashboard.pages.arabic') };
  return (
    <div className="staff-faq__pair">
      {(['en', 'ar'] as const).map((language) => (
        <PageText
          key={language}
          text={{ ...place, language }}
          label={`${label} (${names[language]})`}
          editing={editing}
        />
      ))}
    </div>
  );
}
