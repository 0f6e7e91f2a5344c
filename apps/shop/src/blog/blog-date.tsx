import { formatDay, riyadhDay } from '../i18n/format-day.ts';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';

/**
 * The day something was published, on Riyadh's calendar day: the Gregorian date, and in Arabic the
 * Hijri (Umm al-Qura) date after it.
 */
export function BlogDate({ iso }: { readonly iso: string }) {
  const t = useMessages();
  const language = useLanguage();
  const day = riyadhDay(iso);
  return (
    <span className="shop-blog-date">
      <time dateTime={iso}>{formatDay(language, day, 'gregory')}</time>
      {language === 'ar' ? (
        <span className="shop-blog-date__hijri">
          {' '}
          {t('blog.date.hijri', { date: formatDay(language, day, 'islamic-umalqura') })}
        </span>
      ) : null}
    </span>
  );
}
