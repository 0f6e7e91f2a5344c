import { ApiError } from '@juicyin/contract';
import { type RefObject, useEffect, useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { productApiMessage } from './product-messages.ts';

/** A problem a form finds before asking: a message key of its own (under `dashboard.productForm.problem.`), or a text. */
export type FormProblem = { readonly kind: string } | { readonly kind: 'amount'; readonly message: string };

/**
 * A product form's problems by field: its own before asking, the API's after (said in the page's
 * language where the form knows the message, at the field `fieldOf` names, or listed otherwise);
 * the keyboard goes to the first field to fix.
 */
export function useFieldProblems<F extends string>(
  fieldOf: (path: string) => F | null,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const t = useMessages();
  const [own, setOwn] = useState<Readonly<Partial<Record<F, FormProblem>>>>(
    () => ({}) as Partial<Record<F, FormProblem>>,
  );
  const [refused, setRefused] = useState<Readonly<Record<string, string>>>({});
  const [refusedAt, setRefusedAt] = useState(0);
  useEffect(() => {
    if (refusedAt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedAt, formRef]);
  const say = (message: string) => {
    const said = productApiMessage(message);
    return 'text' in said ? said.text : t(said.key, said.values);
  };
  const problemOf = (field: F): string | undefined => {
    const problem = own[field];
    if (problem) {
      return 'message' in problem
        ? problem.message
        : t(`dashboard.productForm.problem.${problem.kind}` as Parameters<typeof t>[0]);
    }
    const message = refused[field];
    return message === undefined ? undefined : say(message);
  };
  return {
    problemOf,
    say,
    /** Paths the API refused that no field shows. */
    elsewhere: Object.entries(refused).filter(([path]) => fieldOf(path) === null),
    needsFix: Object.keys(own).length > 0 || Object.keys(refused).length > 0,
    clear: (field: F) => {
      if (field in own) setOwn(({ [field]: _dropped, ...rest }) => rest as typeof own);
      if (field in refused) setRefused(({ [field]: _dropped, ...rest }) => rest);
    },
    found: (problems: Readonly<Partial<Record<F, FormProblem>>>) => {
      setOwn(problems);
      setRefused({});
      if (Object.keys(problems).length > 0) setRefusedAt((count) => count + 1);
    },
    refusedWith: (error: unknown) => {
      const fields = error instanceof ApiError ? (error.body.error.fields ?? {}) : {};
      const placed: Record<string, string> = {};
      for (const [path, message] of Object.entries(fields)) placed[fieldOf(path) ?? path] ??= message;
      setRefused(placed);
      if (Object.keys(placed).length > 0) setRefusedAt((count) => count + 1);
    },
  };
}
