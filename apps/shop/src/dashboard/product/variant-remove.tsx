import { ApiError, type StaffVariant } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { ConfirmDialog } from '@juicyin/ui/confirm-dialog';
import { useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useRemoveVariant } from './product-queries.ts';
import { isConflict, type SectionProps } from './section-props.ts';
import { useVariantName } from './variant-fields.tsx';

/**
 * Each variant's removal: offered for a variant no order names (after asking), while a product has
 * another; a variant in orders says it stays (its stock can go to 0 instead).
 */
export function VariantRemoval({ product, onSaved, onConflict }: SectionProps) {
  const t = useMessages();
  const nameOf = useVariantName();
  const remove = useRemoveVariant(product.slug);
  const [asking, setAsking] = useState<StaffVariant | null>(null);
  const refusal = remove.error instanceof ApiError ? remove.error.body.error.message : null;
  const only = product.variants.length === 1;
  return (
    <>
      <ul className="staff-product__removals" aria-label={t('dashboard.productForm.removeVariants')}>
        {product.variants.map((variant) => (
          <li key={variant.sku}>
            <span>
              {nameOf(variant)} · <bdi dir="ltr">{variant.sku}</bdi>
            </span>
            {variant.ordered ? (
              <span className="staff-product__hint">{t('dashboard.productForm.variantOrdered')}</span>
            ) : only ? (
              <span className="staff-product__hint">{t('dashboard.productForm.lastVariant')}</span>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                onPress={() => {
                  remove.reset();
                  setAsking(variant);
                }}
              >
                {t('dashboard.productForm.remove', { variant: nameOf(variant) })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        title={t('dashboard.productForm.removeTitle', { variant: asking ? nameOf(asking) : '' })}
        confirmLabel={t('dashboard.productForm.removeConfirm')}
        tone="danger"
        isOpen={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        isPending={remove.isPending}
        error={refusal && !isConflict(remove.error) ? refusal : null}
        onConfirm={() => {
          if (!asking) return;
          remove.mutate(
            { sku: asking.sku, version: product.version },
            {
              onSuccess: (saved) => {
                setAsking(null);
                onSaved(saved);
              },
              onError: (error) => {
                if (!isConflict(error)) return;
                setAsking(null);
                onConflict();
              },
            },
          );
        }}
      >
        <p>{t('dashboard.productForm.removeBody')}</p>
      </ConfirmDialog>
    </>
  );
}
