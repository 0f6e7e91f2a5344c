import { ApiError, type StaffProduct } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useSaveVariants } from './product-queries.ts';
import {
  apiProblemsByRow,
  type ApiRowProblems,
  type DraftField,
  draftOf,
  readVariant,
  type VariantDraft,
} from './variant-draft.ts';
import { VariantFields } from './variant-fields.tsx';

export interface VariantEditorProps {
  /** The product as it was opened: its version is the one the save names. */
  readonly product: StaffProduct;
  readonly onSaved: (saved: StaffProduct) => void;
  /** The API refused the save: someone saved the product since it was opened (409 `version_conflict`). */
  readonly onConflict: () => void;
}

const isConflict = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.body.error.code === 'version_conflict';

/**
 * The variants' price, old price and stock as staff type them, read on Save by the domain's money
 * parsing (each field's problem shown on it, in the page's language) and sent with the version the
 * product was opened at. The API's refusals land on their fields too; what was typed stays.
 */
export function VariantEditor({ product, onSaved, onConflict }: VariantEditorProps) {
  const t = useMessages();
  const save = useSaveVariants(product.slug);
  const [drafts, setDrafts] = useState<readonly VariantDraft[]>(() => product.variants.map(draftOf));
  const [problems, setProblems] = useState<ReadonlyMap<number, ApiRowProblems>>(new Map());
  // After a refused Save, the keyboard goes to the first field to fix (found once the fields show their errors).
  const focusProblem = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!focusProblem.current) return;
    focusProblem.current = false;
    formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [problems]);
  const failed =
    save.error && !isConflict(save.error) && !(save.error instanceof ApiError && save.error.body.error.fields);
  const change = (index: number, field: DraftField, value: string) => {
    setDrafts((current) => current.map((draft, at) => (at === index ? { ...draft, [field]: value } : draft)));
    setProblems((current) => {
      const row = current.get(index);
      if (!row?.[field]) return current;
      return new Map(current).set(index, { ...row, [field]: undefined });
    });
  };
  const anyProblem = [...problems.values()].some((row) => row.unknownSku || row.price || row.oldPrice || row.stock);
  return (
    <form
      ref={formRef}
      className="staff-product__form"
      noValidate
      aria-label={t('dashboard.product.variants')}
      onSubmit={(event) => {
        event.preventDefault();
        const read = drafts.map(readVariant);
        const found = new Map<number, ApiRowProblems>();
        read.forEach((row, index) => {
          if (!row.ok) found.set(index, row.problems);
        });
        setProblems(found);
        if (found.size > 0) {
          focusProblem.current = true;
          return;
        }
        const variants = read.flatMap((row) => (row.ok ? [row.change] : []));
        save.mutate(
          { version: product.version, variants },
          {
            onSuccess: onSaved,
            onError: (error) => {
              if (isConflict(error)) onConflict();
              else if (error instanceof ApiError) {
                setProblems(apiProblemsByRow(error.body.error.fields));
                focusProblem.current = true;
              }
            },
          },
        );
      }}
    >
      <p className="staff-product__hint">{t('dashboard.product.hint')}</p>
      <div className="staff-product__variants">
        {product.variants.map((variant, index) => (
          <VariantFields
            key={variant.sku}
            variant={variant}
            draft={drafts[index] ?? draftOf(variant)}
            problems={problems.get(index) ?? {}}
            onChange={(field, value) => change(index, field, value)}
          />
        ))}
      </div>
      {anyProblem ? (
        <p role="alert" className="staff-product__error">
          {t('dashboard.product.fix')}
        </p>
      ) : failed ? (
        <p role="alert" className="staff-product__error">
          {t('dashboard.product.failed')}
        </p>
      ) : null}
      <div className="staff-product__actions">
        <Button type="submit" isPending={save.isPending}>
          {t('dashboard.product.save')}
        </Button>
      </div>
    </form>
  );
}
