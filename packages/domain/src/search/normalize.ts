import { toLatinDigits } from '../validation/digits.ts';

/**
 * Combining marks removed for search: Latin diacritics (U+0300–U+036F, after canonical
 * decomposition), Arabic honorifics and Quranic marks (U+0610–U+061A), tashkeel — fathatan to
 * sukun, maddah and hamza above/below (U+064B–U+065F), the superscript alef (U+0670) and the
 * small high Quranic signs (U+06D6–U+06ED).
 */
const marks = /[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed]/g;

/**
 * Text as the search index and the query both see it (PRODUCT.md §2): lower case, without Latin
 * diacritics or Arabic tashkeel and tatweel, with أ/إ/آ → ا, ة → ه, ى → ي, Arabic-Indic digits as
 * Latin digits, presentation forms unfolded (NFKD), and runs of white space as one space, trimmed.
 * Applying it twice changes nothing.
 */
export function normalizeSearchText(input: string): string {
  const folded = input
    .normalize('NFKD') // أ/إ/آ become ا + a hamza or maddah mark; presentation forms unfold
    .toLowerCase()
    .normalize('NFKD') // lower case can produce new decomposable letters (İ → i̇)
    .replace(marks, '')
    .replace(/\u0640/g, '') // tatweel
    .replace(/\u0671/g, '\u0627') // ٱ → ا
    .replace(/\u0629/g, '\u0647') // ة → ه
    .replace(/\u0649/g, '\u064a'); // ى → ي
  return toLatinDigits(folded).normalize('NFC').replace(/\s+/g, ' ').trim();
}
