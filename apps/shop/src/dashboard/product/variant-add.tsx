import { ApiError } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { useRef, useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { FormProblems } from './form-problems.tsx';
import { emptyVariant, type NewVariantDraft, type NewVariantField, readNewVariant } from './new-variant-draft.ts';
import { NewVariantFields } from './new-variant-fields.tsx';
import { useAddVariant } from './product-queries.ts';
import { isConflict, type SectionProps } from './section-props.ts';
import { type FormProblem, useFieldProblems } from './use-field-problems.ts';
import type { DraftProblems } from './variant-draft.ts';

const fieldOf = (path: string): NewVariantField | null => {
  const match = /^variant\.(\w+)$/.exec(path);
  return (
    (['material', 'size', 'sku', 'price', 'oldPrice', 'stock'] as const).find((each) => each === match?.[1]) ?? null
  );
};

/** The variant editor's problems as the form's, in the editor's words. */
export function variantProblems(
  t: ReturnType<typeof useMessages>,
  problems: DraftProblems,
): Partial<Record<NewVariantField, FormProblem>> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [
      field,
      { kind: 'amount', message: t(`dashboard.product.problem.${problem}`) },
    ]),
  );
}

/** Adds a variant (material × size, SKU, price, old price, stock) from the version the product was opened at. */
export function VariantAdd({ product, onSaved, onConflict }: SectionProps) {
  const t = useMessages();
  const add = useAddVariant(product.slug);
  const [draft, setDraft] = useState<NewVariantDraft>(emptyVariant);
  const formRef = useRef<HTMLFormElement>(null);
  const problems = useFieldProblems(fieldOf, formRef);
  const failed = Boolean(
    add.error && !isConflict(add.error) && !(add.error instanceof ApiError && add.error.body.error.fields),
  );
  return (
    <form
      ref={formRef}
      className="staff-product__form"
      noValidate
      aria-label={t('dashboard.productForm.addVariant')}
      onSubmit={(event) => {
        event.preventDefault();
        const read = readNewVariant(draft);
        if (!read.ok) {
          problems.found(variantProblems(t, read.problems));
          return;
        }
        problems.found({});
        add.mutate(
          { version: product.version, variant: read.variant },
          {
            onSuccess: (saved) => {
              setDraft(emptyVariant);
              onSaved(saved);
            },
            onError: (error) => (isConflict(error) ? onConflict() : problems.refusedWith(error)),
          },
        );
      }}
    >
      <NewVariantFields
        legend={t('dashboard.productForm.newVariant')}
        draft={draft}
        onChange={(field, change) => {
          setDraft((current) => ({ ...current, ...change }));
          problems.clear(field);
        }}
        problemOf={problems.problemOf}
      />
      <FormProblems needsFix={problems.needsFix} elsewhere={problems.elsewhere} say={problems.say} failed={failed} />
      <div className="staff-product__actions">
        <Button type="submit" variant="secondary" isPending={add.isPending}>
          {t('dashboard.productForm.addVariant')}
        </Button>
      </div>
    </form>
  );
}
