import { listFormat, numberFormat, orderAgeMinutes } from '@juicyin/domain';
import { useLanguage } from '../i18n/messages-provider.tsx';
import { intlLocales, type Language } from '../i18n/messages.ts';

function unit(language: Language, name: 'minute' | 'hour' | 'day'): Intl.NumberFormat {
  return numberFormat(`${intlLocales[language]}-u-nu-latn`, { style: 'unit', unit: name, unitDisplay: 'long' });
}

/**
 * An order's age in minutes as words, by Intl (plural forms and order in each language): minutes
 * under an hour ("12 minutes"), then hours and minutes ("1 hour and 5 minutes"), then days and hours.
 */
export function formatAge(language: Language, minutes: number): string {
  if (minutes < 60) return unit(language, 'minute').format(minutes);
  const list = listFormat(intlLocales[language], { style: 'long', type: 'conjunction' });
  const [big, bigName, small, smallName] =
    minutes < 24 * 60
      ? [Math.floor(minutes / 60), 'hour' as const, minutes % 60, 'minute' as const]
      : [Math.floor(minutes / (24 * 60)), 'day' as const, Math.floor((minutes % (24 * 60)) / 60), 'hour' as const];
  const parts = [unit(language, bigName).format(big)];
  if (small > 0) parts.push(unit(language, smallName).format(small));
  return list.format(parts);
}

/** The ISO 8601 duration of an age, for `<time dateTime>`. */
export function ageDuration(minutes: number): string {
  return `PT${String(minutes)}M`;
}

/**
 * How long ago an order was placed, as the dashboard shows it everywhere (queue, table, order page):
 * the domain's whole minutes (`orderAgeMinutes`) in words, in a `<time>` carrying the duration.
 * Nothing while the clock is unknown (`now` is null on the server and while hydrating).
 */
export function OrderAge({ placedAt, now }: { readonly placedAt: string; readonly now: Date | null }) {
  const language = useLanguage();
  if (now === null) return null;
  const minutes = orderAgeMinutes(placedAt, now);
  return (
    <time dateTime={ageDuration(minutes)} data-minutes={minutes}>
      {formatAge(language, minutes)}
    </time>
  );
}
