/**
 * Arabic-Indic (U+0660–U+0669) and Eastern Arabic-Indic (U+06F0–U+06F9, used for Urdu and
 * Persian) digits become Latin digits; every other character is kept as it is.
 */
export function toLatinDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}
