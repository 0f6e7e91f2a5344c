import { ApiError } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { useId, useRef, useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { type DetailsDraft, type DetailsField, detailsFieldOf, detailsOf, readDetails } from './details-draft.ts';
import { DetailsFields } from './details-fields.tsx';
import { FormProblems } from './form-problems.tsx';
import { useSaveDetails } from './product-queries.ts';
import { isConflict, type SectionProps } from './section-props.ts';
import { useFieldProblems } from './use-field-problems.ts';

/**
 * The product's details (names and descriptions in both languages, highlights, category, flavour,
 * seasons, refill price), saved from the version it was opened at; the form's problems and the
 * API's land at their fields, a conflict goes to the page (Reload).
 */
export function DetailsSection({ product, reloads, onSaved, onConflict }: SectionProps) {
  const t = useMessages();
  const headingId = useId();
  const save = useSaveDetails(product.slug);
  const [draft, setDraft] = useState<DetailsDraft>(() => detailsOf(product));
  const formRef = useRef<HTMLFormElement>(null);
  const problems = useFieldProblems(detailsFieldOf, formRef);
  const edit = (field: DetailsField, change: Partial<DetailsDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    problems.clear(field);
  };
  const failed = Boolean(
    save.error && !isConflict(save.error) && !(save.error instanceof ApiError && save.error.body.error.fields),
  );
  return (
    <section className="staff-product__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.productForm.details')}</h2>
      <form
        ref={formRef}
        className="staff-product__form"
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          const read = readDetails(draft);
          if ('problems' in read) {
            problems.found(read.problems);
            return;
          }
          problems.found({});
          save.mutate(
            { version: product.version, ...read.details },
            {
              onSuccess: onSaved,
              onError: (error) => (isConflict(error) ? onConflict() : problems.refusedWith(error)),
            },
          );
        }}
      >
        <DetailsFields draft={draft} opening={reloads} edit={edit} problemOf={problems.problemOf} />
        <FormProblems needsFix={problems.needsFix} elsewhere={problems.elsewhere} say={problems.say} failed={failed} />
        <div className="staff-product__actions">
          <Button type="submit" isPending={save.isPending}>
            {t('dashboard.productForm.saveDetails')}
          </Button>
        </div>
      </form>
    </section>
  );
}
