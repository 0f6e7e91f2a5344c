import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from '../errors.ts';
import { shortText } from './schemas.ts';
import {
  CONTROL_MESSAGE,
  lineText,
  malformedText,
  malformedTextFields,
  multilineText,
  NUL_MESSAGE,
  SURROGATE_MESSAGE,
} from './text.ts';

describe('text input', () => {
  it('is well-formed Unicode without NUL: an unpaired surrogate or a NUL is refused, a pair (emoji) is not', () => {
    expect(malformedText('Noura 🍊 نورة')).toBeNull();
    expect(malformedText('a\u0000b')).toBe(NUL_MESSAGE);
    expect(malformedText('x\ud800')).toBe(SURROGATE_MESSAGE);
    expect(malformedText('\udc00x')).toBe(SURROGATE_MESSAGE);
    expect(malformedText('\ud83d\ud83c')).toBe(SURROGATE_MESSAGE);
  });

  it('refuses control characters on one line, keeps tab and line breaks in multi-line text', () => {
    expect(lineText().safeParse('Al\u0007Harbi').error?.issues[0]?.message).toBe(CONTROL_MESSAGE);
    expect(lineText().safeParse('two\nlines').success).toBe(false);
    expect(lineText().safeParse('\u202eRTL and zero\u200bwidth').success).toBe(true);
    expect(multilineText().safeParse('Hello,\r\n\tthanks').success).toBe(true);
    expect(multilineText().safeParse('bell\u0007').error?.issues[0]?.message).toBe(CONTROL_MESSAGE);
    expect(multilineText().safeParse('\u007f').success).toBe(false);
  });

  it('answers with a field message through the shared schemas, and still trims and bounds', () => {
    const schema = z.strictObject({ firstName: shortText(5) });
    const refused = schema.safeParse({ firstName: 'No\u0000ura' });
    expect(refused.success).toBe(false);
    if (!refused.success) expect(fieldErrors(refused.error)).toEqual({ firstName: NUL_MESSAGE });
    expect(schema.parse({ firstName: '  Noura ' })).toEqual({ firstName: 'Noura' });
    expect(schema.safeParse({ firstName: 'Nouraa' }).success).toBe(false);
  });

  it('finds every bad string, values and keys, at any depth of an input, without recursion', () => {
    expect(malformedTextFields({ lines: [{ sku: 'A\u0000' }], ok: 'fine', ['k\ud800']: 1 }, 'body')).toEqual({
      'body.lines.0.sku': NUL_MESSAGE,
      'body."k\\ud800"': SURROGATE_MESSAGE,
    });
    expect(malformedTextFields('\u0000')).toEqual({ '(root)': NUL_MESSAGE });
    expect(malformedTextFields({ a: 1, b: null, c: ['x'] })).toEqual({});
  });
});
