import { MATERIALS, SIZES } from '@juicyin/domain';
import { NativeSelect } from '@juicyin/ui/native-select';
import { TextField } from '@juicyin/ui/text-field';
import { useMessages } from '../../i18n/messages-provider.tsx';
import type { NewVariantDraft, NewVariantField } from './new-variant-draft.ts';

export interface NewVariantFieldsProps {
  readonly legend: string;
  readonly draft: NewVariantDraft;
  readonly onChange: (field: NewVariantField, change: Partial<NewVariantDraft>) => void;
  readonly problemOf: (field: NewVariantField) => string | undefined;
}

/** A new variant's fields: material and size, SKU, price and old price in SAR, stock; each with its problem. */
export function NewVariantFields({ legend, draft, onChange, problemOf }: NewVariantFieldsProps) {
  const t = useMessages();
  const text = (field: 'sku' | 'price' | 'oldPrice' | 'stock', isRequired: boolean) => {
    const problem = problemOf(field);
    return (
      <TextField
        label={t(field === 'sku' ? 'dashboard.productForm.field.sku' : `dashboard.product.field.${field}`)}
        value={draft[field]}
        onChange={(value) => onChange(field, { [field]: value })}
        isRequired={isRequired}
        isInvalid={problem !== undefined}
        errorMessage={problem}
        inputProps={{
          dir: 'ltr',
          autoComplete: 'off',
          inputMode: field === 'stock' ? 'numeric' : field === 'sku' ? 'text' : 'decimal',
        }}
      />
    );
  };
  const sizeProblem = problemOf('size');
  return (
    <fieldset className="staff-product__variant staff-product__new-variant">
      <legend className="staff-product__variant-name">{legend}</legend>
      <NativeSelect
        label={t('dashboard.productForm.field.material')}
        value={draft.material}
        options={MATERIALS.map((material) => ({ id: material, label: t(`material.${material}`) }))}
        onChange={(material) => onChange('material', { material })}
      />
      <NativeSelect
        label={t('dashboard.productForm.field.size')}
        value={draft.size}
        options={SIZES.map((size) => ({ id: size, label: t(`size.${size}`) }))}
        onChange={(size) => onChange('size', { size })}
      />
      {sizeProblem ? <p className="staff-product__row-error">{sizeProblem}</p> : null}
      {text('sku', true)}
      {text('price', true)}
      {text('oldPrice', false)}
      {text('stock', true)}
    </fieldset>
  );
}
