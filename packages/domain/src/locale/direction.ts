/** Languages written right to left, among those shoppers may prefer (PRODUCT.md §9) and beyond. */
export const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'fa', 'he', 'ur']);

export type TextDirection = 'ltr' | 'rtl';

/** The writing direction of a language or BCP 47 locale (`ar`, `ar-SA`, `en-SA`). */
export function directionOf(locale: string): TextDirection {
  const language = locale.toLowerCase().replace(/[-_].*/, '');
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}
