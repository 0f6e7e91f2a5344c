/**
 * The one cache of Intl formatters for the domain, the kit and the shop: building an Intl formatter
 * is slow (it resolves the locale's data), using one is fast, so each locale and options pair is
 * built once and kept. Options are part of the key as JSON, so pass them in a stable order.
 */
function memoised<O extends object, F>(make: (locale: string, options?: O) => F): (locale: string, options?: O) => F {
  const made = new Map<string, F>();
  return (locale, options) => {
    const key = `${locale}|${JSON.stringify(options ?? {})}`;
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(locale, options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

/** A cached `Intl.NumberFormat` for the locale and options. */
export const numberFormat = memoised(
  (locale, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/** A cached `Intl.DateTimeFormat` for the locale and options. */
export const dateTimeFormat = memoised(
  (locale, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/** A cached `Intl.PluralRules` for the locale and options (Arabic has six categories). */
export const pluralRules = memoised(
  (locale, options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options),
);

/** A cached `Intl.ListFormat` for the locale and options ("1 hour and 5 minutes"). */
export const listFormat = memoised((locale, options?: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options));
