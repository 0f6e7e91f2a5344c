import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * After a send is refused (by the API, or a price that cannot be read), the first refused field takes the focus, so a keyboard or
 * screen-reader user lands on the message to act on (the forms send without the browser's checks).
 * Call the returned function when a send is refused; typing later moves nothing.
 */
export function useFocusRefusedField(form: RefObject<HTMLFormElement | null>): () => void {
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, refusals]);
  return useCallback(() => setRefusals((count) => count + 1), []);
}
