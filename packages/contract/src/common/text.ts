import { z } from 'zod';

// Text input is accepted only as well-formed Unicode without NUL: PostgreSQL refuses NUL in text and
// an unpaired UTF-16 surrogate in jsonb, and neither is anything a person types. Single-line fields
// (names, codes, numbers) also refuse the other control characters; multi-line text keeps tab and
// line breaks.

export const NUL_MESSAGE = 'Remove the NUL character (U+0000)';
export const SURROGATE_MESSAGE = 'Not well-formed Unicode: remove the unpaired surrogate';
export const CONTROL_MESSAGE = 'Remove control characters';

/** Why a string may never be input anywhere (NUL, unpaired surrogate), or null. */
export function malformedText(text: string): string | null {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0) return NUL_MESSAGE;
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(index + 1);
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) index += 1;
      else return SURROGATE_MESSAGE;
    }
  }
  return null;
}

/** Why a string is not acceptable text for a field, or null; `multiline` keeps tab, CR and LF. */
export function textProblem(text: string, options: { readonly multiline?: boolean } = {}): string | null {
  const malformed = malformedText(text);
  if (malformed) return malformed;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const allowed = options.multiline === true && (code === 0x09 || code === 0x0a || code === 0x0d);
    if ((code < 0x20 && !allowed) || code === 0x7f) return CONTROL_MESSAGE;
  }
  return null;
}

function checkedText(multiline: boolean) {
  return z.string().check((context) => {
    const problem = textProblem(context.value, { multiline });
    if (problem) context.issues.push({ code: 'custom', message: problem, input: context.value, continue: false });
  });
}

/** One line of text: no control characters. Chain `.trim()`, `.max()` etc. as with `z.string()`. */
export const lineText = () => checkedText(false);

/** Text that may run over several lines (tab, CR and LF allowed; other control characters not). */
export const multilineText = () => checkedText(true);

/** Most levels of nesting a JSON body or an input value may have. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Field messages for every string (value or key) in an input that is never acceptable (NUL,
 * unpaired surrogate), keyed by dotted path after `prefix`. Walks without recursion and stops
 * `MAX_INPUT_DEPTH` levels down (deeper input is refused before it gets here).
 */
export function malformedTextFields(value: unknown, prefix?: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const pending: { value: unknown; path: string[] }[] = [{ value, path: prefix ? [prefix] : [] }];
  const name = (path: string[]) => path.join('.') || '(root)';
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const current = item.value;
    if (typeof current === 'string') {
      const problem = malformedText(current);
      if (problem) fields[name(item.path)] ??= problem;
    } else if (typeof current === 'object' && current !== null && item.path.length <= MAX_INPUT_DEPTH) {
      for (const [key, child] of Object.entries(current)) {
        const problem = malformedText(key);
        const path = [...item.path, problem ? JSON.stringify(key) : key];
        if (problem) fields[name(path)] ??= problem;
        else pending.push({ value: child, path });
      }
    }
  }
  return fields;
}
