import { useState } from 'react';
import type { MessageKey } from '../i18n/messages.ts';
import { type CardEntry, type CardField, cardFieldProblem, cardProblems, emptyCard } from './card-form.ts';

/**
 * The card's fields as typed and their errors: a field is checked when it is left (and again as it
 * is corrected once it showed an error); `checkAll` checks every field on submit. The server's
 * field errors (a refused number) are set with `setErrors`.
 */
export function useCardForm() {
  const [entry, setEntry] = useState<CardEntry>(emptyCard);
  const [errors, setErrors] = useState<Partial<Record<CardField, MessageKey>>>({});

  const recheck = (field: CardField, next: CardEntry) => {
    const problem = cardFieldProblem(field, next, new Date());
    setErrors((current) => {
      const rest = Object.fromEntries(Object.entries(current).filter(([name]) => name !== field));
      return problem ? { ...rest, [field]: problem } : rest;
    });
  };

  return {
    entry,
    errors,
    change: (field: CardField, value: string) => {
      const next = { ...entry, [field]: value };
      setEntry(next);
      if (errors[field] !== undefined) recheck(field, next);
    },
    check: (field: CardField) => {
      recheck(field, entry);
    },
    /** Checks every field; the problems found (also shown at their fields). */
    checkAll: () => {
      const problems = cardProblems(entry, new Date());
      setErrors(problems);
      return problems;
    },
    setErrors,
  };
}

export type CardFormState = ReturnType<typeof useCardForm>;
