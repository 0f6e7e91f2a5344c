/** The theme's colour pairs: a background token and the text token meant to be read on it. */
export const colourPairs = [
  ['--jui-color-brand-strong', '--jui-color-on-brand'],
  ['--jui-color-brand-stronger', '--jui-color-on-brand'],
  ['--jui-color-brand-soft', '--jui-color-on-brand-soft'],
  ['--jui-color-leaf', '--jui-color-on-leaf'],
  ['--jui-color-leaf-soft', '--jui-color-on-leaf-soft'],
  ['--jui-color-sale', '--jui-color-on-sale'],
  ['--jui-color-mango-soft', '--jui-color-on-mango-soft'],
  ['--jui-color-surface', '--jui-color-on-surface'],
  ['--jui-color-surface', '--jui-color-on-surface-subtle'],
  ['--jui-color-surface', '--jui-color-sale'],
  ['--jui-color-surface', '--jui-color-brand-strong'],
  ['--jui-color-surface-muted', '--jui-color-on-surface-muted'],
  ['--jui-color-surface-muted', '--jui-color-on-surface-subtle'],
  ['--jui-color-surface-sunken', '--jui-color-on-surface'],
  ['--jui-color-surface-sunken', '--jui-color-on-surface-subtle'],
  ['--jui-color-danger', '--jui-color-on-danger'],
  ['--jui-color-surface', '--jui-color-danger'],
  ['--jui-color-info-soft', '--jui-color-on-info-soft'],
] as const;

/** Relative luminance of an `rgb(r, g, b)` or `#rrggbb` colour (WCAG 2). */
export function luminance(colour: string): number {
  const channels = colour.startsWith('#')
    ? [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16))
    : (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
