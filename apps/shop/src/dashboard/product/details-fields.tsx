import { CATEGORIES, SEASONS } from '@juicyin/domain';
import { Checkbox } from '@juicyin/ui/checkbox';
import { MoneyField } from '@juicyin/ui/money-field';
import { NativeSelect } from '@juicyin/ui/native-select';
import { TextField } from '@juicyin/ui/text-field';
import { useMessages } from '../../i18n/messages-provider.tsx';
import type { DetailsDraft, DetailsField } from './details-draft.ts';

export interface DetailsFieldsProps {
  readonly draft: DetailsDraft;
  /** Bumped when the form is opened again (a reload): the money field starts from the draft again. */
  readonly opening: number;
  readonly edit: (field: DetailsField, change: Partial<DetailsDraft>) => void;
  readonly problemOf: (field: DetailsField) => string | undefined;
}

type TextKey = Exclude<keyof DetailsDraft, 'category' | 'seasons' | 'refill'>;

const english = { dir: 'ltr', lang: 'en', autoComplete: 'off' } as const;
const arabic = { dir: 'rtl', lang: 'ar', autoComplete: 'off' } as const;

/** A product's details (names, descriptions, highlights, category, flavour, seasons, refill), each with its problem. */
export function DetailsFields({ draft, opening, edit, problemOf }: DetailsFieldsProps) {
  const t = useMessages();
  const shown = (field: DetailsField) => {
    const problem = problemOf(field);
    return { isInvalid: problem !== undefined, errorMessage: problem };
  };
  const text = (field: DetailsField, key: TextKey, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={t(`dashboard.productForm.field.${key}`)}
      value={draft[key]}
      onChange={(value) => edit(field, { [key]: value })}
      {...shown(field)}
      {...extra}
    />
  );
  const seasons = shown('seasons');
  return (
    <>
      <div className="staff-product__fields">
        {text('name.en', 'nameEn', { isRequired: true, maxLength: 80, inputProps: english })}
        {text('name.ar', 'nameAr', { isRequired: true, maxLength: 80, inputProps: arabic })}
        {text('description.en', 'descriptionEn', { isRequired: true, multiline: true, rows: 3, inputProps: english })}
        {text('description.ar', 'descriptionAr', { isRequired: true, multiline: true, rows: 3, inputProps: arabic })}
        {text('highlights', 'highlightsEn', {
          multiline: true,
          rows: 3,
          description: t('dashboard.productForm.field.highlightsHint'),
          inputProps: english,
        })}
        {text('highlights', 'highlightsAr', {
          multiline: true,
          rows: 3,
          description: t('dashboard.productForm.field.highlightsHint'),
          inputProps: arabic,
        })}
      </div>
      <div className="staff-product__fields">
        <NativeSelect
          label={t('dashboard.productForm.field.category')}
          value={draft.category}
          options={CATEGORIES.map((category) => ({ id: category, label: t(`category.${category}`) }))}
          onChange={(category) => edit('category', { category })}
        />
        {text('flavour.key', 'flavourKey', {
          isRequired: true,
          maxLength: 40,
          description: t('dashboard.productForm.field.flavourKeyHint'),
          inputProps: english,
        })}
        {text('flavour.en', 'flavourEn', { isRequired: true, maxLength: 40, inputProps: english })}
        {text('flavour.ar', 'flavourAr', { isRequired: true, maxLength: 40, inputProps: arabic })}
        <MoneyField
          key={`refill-${String(opening)}`}
          label={t('dashboard.productForm.field.refill')}
          description={t('dashboard.productForm.field.refillHint')}
          defaultValue={draft.refill.halalas ?? undefined}
          // Empty is allowed (no refill): its "empty" error is no error here.
          messages={{ empty: '' }}
          onChange={(refill) => edit('refillPrice', { refill })}
          {...shown('refillPrice')}
        />
      </div>
      <fieldset className="staff-product__seasons" aria-invalid={seasons.isInvalid || undefined}>
        <legend>{t('dashboard.productForm.field.seasons')}</legend>
        {SEASONS.map((season) => (
          <Checkbox
            key={season}
            isSelected={draft.seasons.includes(season)}
            onChange={(selected) =>
              edit('seasons', {
                seasons: selected ? [...draft.seasons, season] : draft.seasons.filter((each) => each !== season),
              })
            }
          >
            {t(`season.${season}`)}
          </Checkbox>
        ))}
        {seasons.errorMessage ? <p className="staff-product__row-error">{seasons.errorMessage}</p> : null}
      </fieldset>
    </>
  );
}
