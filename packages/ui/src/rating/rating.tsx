import { cva, type VariantProps } from 'class-variance-authority';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { StarIcon } from '../icons/index.ts';
import { formatNumber, type MessageTable, plural, type PluralForms, useMessages } from '../messages/messages.ts';
import '../theme/tokens.css';
import './rating.css';

export interface RatingMessages {
  /** The rating read as a whole, given the formatted value and maximum ("4.5 out of 5"). */
  readonly outOf: (value: string, max: string) => string;
  /** The number of reviews, by plural category. */
  readonly reviews: PluralForms;
}

export const ratingMessages: MessageTable<RatingMessages, 'rating'> = {
  name: 'rating',
  en: {
    outOf: (value, max) => `${value} out of ${max}`,
    reviews: { one: (n) => `${n} review`, other: (n) => `${n} reviews` },
  },
  ar: {
    outOf: (value, max) => `${value} من ${max}`,
    reviews: {
      zero: () => 'لا توجد مراجعات',
      one: () => 'مراجعة واحدة',
      two: () => 'مراجعتان',
      few: (n) => `${n} مراجعات`,
      many: (n) => `${n} مراجعة`,
      other: (n) => `${n} مراجعة`,
    },
  },
};

export const ratingStyles = cva('jui-rating', {
  variants: { size: { sm: 'jui-rating--sm', md: 'jui-rating--md', lg: 'jui-rating--lg' } },
  defaultVariants: { size: 'md' },
});

export const RATING_MAX = 5;

export interface RatingProps extends VariantProps<typeof ratingStyles> {
  /** The average rating, 0–5 (one decimal is shown). */
  readonly value: number;
  /** How many reviews the average is of; shown after the stars when given. */
  readonly reviewCount?: number | undefined;
  readonly messages?: Partial<RatingMessages> | undefined;
  readonly className?: string | undefined;
}

/** Five stars filled to the rating (partial stars fill from the inline start), read as "4.5 out of 5". */
export function Rating({ value, reviewCount, size, messages, className }: RatingProps) {
  const { locale } = useLocale();
  const strings = useMessages(ratingMessages, messages);
  const clamped = Math.min(RATING_MAX, Math.max(0, Math.round(value * 10) / 10));
  const label = strings.outOf(
    formatNumber(locale, clamped, { maximumFractionDigits: 1 }),
    formatNumber(locale, RATING_MAX),
  );
  return (
    <span
      data-slot="rating"
      data-variant={size ?? 'md'}
      data-value={clamped}
      className={ratingStyles({ size, className })}
    >
      <span className="jui-rating__stars" role="img" aria-label={label}>
        {Array.from({ length: RATING_MAX }, (_, index) => {
          const fill = Math.min(1, Math.max(0, clamped - index));
          return (
            <span
              key={index}
              className="jui-rating__star"
              data-fill={fill === 1 ? 'full' : fill === 0 ? 'empty' : 'partial'}
            >
              <StarIcon className="jui-rating__star-empty" filled />
              <span className="jui-rating__star-fill" style={{ inlineSize: `${fill * 100}%` }}>
                <StarIcon filled />
              </span>
            </span>
          );
        })}
      </span>
      {reviewCount === undefined ? null : (
        <span className="jui-rating__count">{plural(locale, reviewCount, strings.reviews)}</span>
      )}
    </span>
  );
}
