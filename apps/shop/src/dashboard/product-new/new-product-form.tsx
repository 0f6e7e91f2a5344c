import { ApiError, type StaffProduct } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { TextField } from '@juicyin/ui/text-field';
import { useRef, useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import type { DetailsDraft } from '../product/details-draft.ts';
import { DetailsFields } from '../product/details-fields.tsx';
import { FormProblems } from '../product/form-problems.tsx';
import { emptyVariant, type NewVariantDraft } from '../product/new-variant-draft.ts';
import { NewVariantFields } from '../product/new-variant-fields.tsx';
import { useCreateProduct } from '../product/product-queries.ts';
import { type FormProblem, useFieldProblems } from '../product/use-field-problems.ts';
import { emptyProduct, type NewProductDraft, newProductFieldOf, readNewProduct } from './new-product-draft.ts';

export interface NewProductFormProps {
  readonly onCreated: (created: StaffProduct) => void;
  /** What the form opens with (the stories fill it); empty otherwise. */
  readonly initial?: NewProductDraft | undefined;
}

/**
 * A new product: its address (slug), its details and its variants (at least one). Create sends one
 * Idempotency-Key per body (a double press makes one product); the form's problems and the API's
 * (a taken slug or SKU among them) land at their fields.
 */
export function NewProductForm({ onCreated, initial = emptyProduct }: NewProductFormProps) {
  const t = useMessages();
  const create = useCreateProduct();
  const [draft, setDraft] = useState<NewProductDraft>(initial);
  const formRef = useRef<HTMLFormElement>(null);
  const problems = useFieldProblems(newProductFieldOf, formRef);
  const edit = (field: string, change: Partial<NewProductDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    problems.clear(field);
  };
  const editVariant = (index: number, field: string, change: Partial<NewVariantDraft>) => {
    setDraft((current) => ({
      ...current,
      variants: current.variants.map((variant, at) => (at === index ? { ...variant, ...change } : variant)),
    }));
    problems.clear(`variants.${String(index)}.${field}`);
  };
  const failed = Boolean(create.error && !(create.error instanceof ApiError && create.error.body.error.fields));
  const slugProblem = problems.problemOf('slug');
  return (
    <form
      ref={formRef}
      className="staff-product__form"
      noValidate
      aria-label={t('dashboard.productNew.form')}
      onSubmit={(event) => {
        event.preventDefault();
        const read = readNewProduct(draft);
        if ('problems' in read) {
          const found: Record<string, FormProblem> = { ...read.problems };
          for (const [index, rows] of read.variantProblems) {
            for (const [field, problem] of Object.entries(rows)) {
              found[`variants.${String(index)}.${field}`] = {
                kind: 'amount',
                message: t(`dashboard.product.problem.${problem}`),
              };
            }
          }
          problems.found(found);
          return;
        }
        problems.found({});
        create.mutate(read.body, { onSuccess: onCreated, onError: problems.refusedWith });
      }}
    >
      <div className="staff-product__fields">
        <TextField
          label={t('dashboard.productNew.field.slug')}
          description={t('dashboard.productNew.field.slugHint')}
          value={draft.slug}
          onChange={(slug) => edit('slug', { slug })}
          isRequired
          maxLength={120}
          isInvalid={slugProblem !== undefined}
          errorMessage={slugProblem}
          inputProps={{ dir: 'ltr', autoComplete: 'off', autoCapitalize: 'none' }}
        />
      </div>
      <DetailsFields
        draft={draft}
        opening={0}
        edit={(field, change: Partial<DetailsDraft>) => edit(field, change)}
        problemOf={problems.problemOf}
      />
      <h2>{t('dashboard.product.variants')}</h2>
      <div className="staff-product__variants">
        {draft.variants.map((variant, index) => (
          <div key={index} className="staff-product__new-row">
            <NewVariantFields
              legend={t('dashboard.productNew.variant', { number: index + 1 })}
              draft={variant}
              onChange={(field, change) => editVariant(index, field, change)}
              problemOf={(field) => problems.problemOf(`variants.${String(index)}.${field}`)}
            />
            {index > 0 ? (
              <Button
                variant="secondary"
                size="sm"
                onPress={() => edit('variants', { variants: draft.variants.filter((_, at) => at !== index) })}
              >
                {t('dashboard.productNew.dropVariant', { number: index + 1 })}
              </Button>
            ) : null}
          </div>
        ))}
      </div>
      <Button variant="secondary" onPress={() => edit('variants', { variants: [...draft.variants, emptyVariant] })}>
        {t('dashboard.productNew.anotherVariant')}
      </Button>
      <FormProblems needsFix={problems.needsFix} elsewhere={problems.elsewhere} say={problems.say} failed={failed} />
      <div className="staff-product__actions">
        <Button type="submit" isPending={create.isPending}>
          {t('dashboard.productNew.create')}
        </Button>
      </div>
    </form>
  );
}
