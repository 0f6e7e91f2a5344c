import { Badge } from '@juicyin/ui/badge';
import { TextField } from '@juicyin/ui/text-field';
import { VisuallyHidden } from '@juicyin/ui/visually-hidden';
import type { StaffVariant } from '@juicyin/contract';
import { useMessages } from '../../i18n/messages-provider.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import {
  type ApiRowProblems,
  type DraftField,
  previewDiscount,
  readStock,
  type VariantDraft,
} from './variant-draft.ts';

export interface VariantFieldsProps {
  readonly variant: StaffVariant;
  readonly draft: VariantDraft;
  /** What the editor or the API found wrong in this variant. */
  readonly problems: ApiRowProblems;
  readonly onChange: (field: DraftField, value: string) => void;
}

/** A variant's name in the page's language: its material and size ("Glass, 2 LTR"). */
export function useVariantName(): (variant: Pick<StaffVariant, 'material' | 'size'>) => string {
  const t = useMessages();
  return (variant) =>
    t('dashboard.product.variant', {
      material: t(`material.${variant.material}` as MessageKey),
      size: t(`size.${variant.size}` as MessageKey),
    });
}

/**
 * One variant's row: its name and SKU, its price, old price and stock as typed, each with its own
 * error, the shop's discount badge for what is typed (the domain's rule) and "Out of stock" at 0.
 */
export function VariantFields({ variant, draft, problems, onChange }: VariantFieldsProps) {
  const t = useMessages();
  const name = useVariantName()(variant);
  const discount = previewDiscount(draft);
  const soldOut = readStock(draft.stock) === 0;
  const field = (key: DraftField) => {
    const problem = problems[key];
    return {
      // The visible label is short; the variant is read with it, so each field's name is its own.
      label: (
        <>
          {t(`dashboard.product.field.${key}`)}
          <VisuallyHidden> {t('dashboard.product.ofVariant', { variant: name })}</VisuallyHidden>
        </>
      ),
      value: draft[key],
      onChange: (value: string) => onChange(key, value),
      isInvalid: problem !== undefined,
      errorMessage: problem ? t(`dashboard.product.problem.${problem}`) : undefined,
      inputProps: { inputMode: key === 'stock' ? ('numeric' as const) : ('decimal' as const), autoComplete: 'off' },
    };
  };
  return (
    <fieldset className="staff-product__variant" data-sold-out={soldOut || undefined}>
      <legend className="staff-product__variant-name">
        {name}{' '}
        <span className="staff-product__sku">
          {t('dashboard.product.sku')} <bdi dir="ltr">{variant.sku}</bdi>
        </span>
      </legend>
      {problems.unknownSku ? (
        <p className="staff-product__row-error">{t('dashboard.product.problem.sku.unknown')}</p>
      ) : null}
      <TextField {...field('price')} isRequired />
      <TextField {...field('oldPrice')} />
      <TextField {...field('stock')} isRequired />
      <div className="staff-product__preview">
        <span className="staff-product__preview-label">{t('dashboard.product.field.badge')}</span>
        {discount === undefined ? (
          <span>{t('dashboard.product.noBadge')}</span>
        ) : (
          <Badge discountPercent={discount} tone="sale" />
        )}
        {soldOut ? (
          <Badge tone="neutral" className="staff-product__sold-out">
            {t('dashboard.product.outOfStock')}
          </Badge>
        ) : null}
      </div>
    </fieldset>
  );
}
