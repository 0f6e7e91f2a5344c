import { describe, expect, it } from 'vitest';
import { formatMoney, moneyFormatter } from './format.ts';
import { halalas, sar } from './money.ts';

/** Removes the invisible bidi marks Intl puts in Arabic output, for readable assertions. */
const visible = (text: string) =>
  text
    .replace(/[\u061c\u200e\u200f\u00a0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('formatMoney', () => {
  it('formats SAR in English with two decimals and returns the raw value', () => {
    const formatted = formatMoney(sar('1234.5'), { locale: 'en-SA' });
    expect(formatted.value).toBe(123450);
    expect(visible(formatted.text)).toBe('SAR 1,234.50');
  });

  it('uses Latin digits in Arabic by default and Arabic-Indic digits on request', () => {
    const latin = formatMoney(sar('250'), { locale: 'ar-SA' });
    expect(latin.text).toMatch(/250[.,٫]00/);
    expect(latin.text).toContain('ر.س');
    const arabic = formatMoney(sar('250'), { locale: 'ar-SA', numerals: 'arab' });
    expect(arabic.text).toContain('٢٥٠');
    expect(arabic.text).not.toMatch(/[0-9]/);
  });

  it('lets Intl place the minus sign of a negative amount', () => {
    const formatted = formatMoney(halalas(-1050), { locale: 'en-SA' });
    expect(formatted.value).toBe(-1050);
    expect(visible(formatted.text)).toBe('-SAR 10.50');
  });

  it('formats other currencies from their minor units', () => {
    expect(visible(formatMoney(halalas(1999), { locale: 'en-SA', currency: 'USD' }).text)).toBe('$19.99');
    expect(formatMoney(halalas(1999), { locale: 'en-SA', currency: 'EUR' }).text).toContain('19.99');
  });

  it('reuses one Intl.NumberFormat per locale, numbering system and currency', () => {
    expect(moneyFormatter({ locale: 'en-SA' })).toBe(
      moneyFormatter({ locale: 'en-SA', numerals: 'latn', currency: 'SAR' }),
    );
    expect(moneyFormatter({ locale: 'en-SA' })).not.toBe(moneyFormatter({ locale: 'ar-SA' }));
  });
});
