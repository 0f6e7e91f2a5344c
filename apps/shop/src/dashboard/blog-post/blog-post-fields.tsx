import { Checkbox } from '@juicyin/ui/checkbox';
import { DateField, parseDate } from '@juicyin/ui/date-field';
import { Radio, RadioGroup } from '@juicyin/ui/radio-group';
import { TextField } from '@juicyin/ui/text-field';
import { useMessages } from '../../i18n/messages-provider.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import type { BlogPostDraft, BlogPostField } from './blog-post-draft.ts';

export interface BlogPostFieldsProps {
  readonly draft: BlogPostDraft;
  /** Editing: the slug is shown, not changed. */
  readonly isEditing: boolean;
  /** `field`: the field whose problem the change answers (none for the checkboxes). */
  readonly edit: (field: BlogPostField | null, change: Partial<BlogPostDraft>) => void;
  readonly problemOf: (field: BlogPostField) => string | undefined;
}

type TextKey = 'slug' | 'titleEn' | 'titleAr' | 'excerptEn' | 'excerptAr' | 'bodyEn' | 'bodyAr' | 'author' | 'time';

const scripts = { en: { dir: 'ltr', lang: 'en' }, ar: { dir: 'rtl', lang: 'ar' } } as const;

const day = (text: string) => {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
};

/** The post's fields, each with its problem beside it (in the page's language). */
export function BlogPostFields({ draft, isEditing, edit, problemOf }: BlogPostFieldsProps) {
  const t = useMessages();
  const shown = (field: BlogPostField) => {
    const problem = problemOf(field);
    return { isInvalid: problem !== undefined, errorMessage: problem };
  };
  const text = (
    field: BlogPostField,
    key: TextKey,
    label: MessageKey,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      label={t(label)}
      value={draft[key]}
      onChange={(value) => edit(field, { [key]: value })}
      {...shown(field)}
      {...extra}
    />
  );
  // The kit's multi-line field takes no `dir`: the wrapper's `data-script` sets its direction (staff-blog-post.css).
  const both = (field: 'title' | 'excerpt' | 'body', multiline: number | null) =>
    (['en', 'ar'] as const).map((language) => (
      <div key={language} className="staff-blog-post__text" data-script={language}>
        {text(
          `${field}.${language}`,
          `${field}${language === 'en' ? 'En' : 'Ar'}`,
          `dashboard.blogPost.field.${field}.${language}`,
          {
            isRequired: true,
            multiline: multiline !== null,
            rows: multiline ?? undefined,
            description: field === 'body' ? t('dashboard.blogPost.field.bodyHint') : undefined,
            inputProps: { ...scripts[language], autoComplete: 'off' },
          },
        )}
      </div>
    ));
  return (
    <>
      <div className="staff-blog-post__fields">
        {text('slug', 'slug', 'dashboard.blogPost.field.slug', {
          description: isEditing ? t('dashboard.blogPost.field.slugFixed') : t('dashboard.blogPost.field.slugHint'),
          isReadOnly: isEditing,
          isRequired: !isEditing,
          maxLength: 120,
          inputProps: { dir: 'ltr', autoComplete: 'off', autoCapitalize: 'none' },
        })}
        {text('author', 'author', 'dashboard.blogPost.field.author', {
          isRequired: true,
          maxLength: 80,
          inputProps: { autoComplete: 'off' },
        })}
      </div>
      <div className="staff-blog-post__pair">{both('title', null)}</div>
      <div className="staff-blog-post__pair">{both('excerpt', 3)}</div>
      <div className="staff-blog-post__pair">{both('body', 12)}</div>
      <div className="staff-blog-post__publish">
        <RadioGroup
          label={t('dashboard.blogPost.field.publish')}
          description={t('dashboard.blogPost.field.publishHint')}
          value={draft.publish}
          onChange={(publish) => edit('publishedAt', { publish: publish === 'at' ? 'at' : 'draft' })}
        >
          <Radio value="draft">{t('dashboard.blogPost.field.draft')}</Radio>
          <Radio value="at">{t('dashboard.blogPost.field.publishAt')}</Radio>
        </RadioGroup>
        {draft.publish === 'at' ? (
          <div className="staff-blog-post__fields">
            <DateField
              label={t('dashboard.blogPost.field.day')}
              isRequired
              value={day(draft.day)}
              onChange={(value) => edit('publishedAt', { day: value ? value.toString() : '' })}
              {...shown('publishedAt')}
            />
            {text('publishedAt', 'time', 'dashboard.blogPost.field.time', {
              isRequired: true,
              description: t('dashboard.blogPost.field.timeHint'),
              maxLength: 5,
              inputProps: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'off' },
              isInvalid: false,
              errorMessage: undefined,
            })}
          </div>
        ) : null}
      </div>
      <div className="staff-blog-post__fields">
        <Checkbox isSelected={draft.featured} onChange={(featured) => edit(null, { featured })}>
          {t('dashboard.blogPost.field.featured')}
        </Checkbox>
        <Checkbox isSelected={draft.ofTheWeek} onChange={(ofTheWeek) => edit(null, { ofTheWeek })}>
          {t('dashboard.blogPost.field.ofTheWeek')}
        </Checkbox>
      </div>
    </>
  );
}
