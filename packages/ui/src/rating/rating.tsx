import { cva, type VariantProps } from 'class-variance-authority';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { STAR_STEPS } from '../icons/glyphs/star.tsx';
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

/**
 * How far the filled stars reach along the row, in em (a star is 1em, the gap after it an eighth
 * of one): the whole stars with their gaps, then the filled tenths of the next star. Counted in
 * 240ths of an em, so that every figure is whole: a star 240, a star and its gap 270, a tenth of a
 * star 24, the row 1320 (5.5em, the drawing's 132 units).
 */
function filledInlineSize(value: number): string {
  const tenths = Math.round(value * 10);
  return `${Math.min(1320, Math.floor(tenths / 10) * 270 + (tenths % 10) * 24) / 240}em`;
}

/** Five stars, 24 units a star and 3 between two: the first, then each 27 units after the last. */
const ROW = `m12 3 ${STAR_STEPS}m27 0 ${STAR_STEPS}m27 0 ${STAR_STEPS}m27 0 ${STAR_STEPS}m27 0 ${STAR_STEPS}`;

/**
 * The five stars as one drawing (its size and paint are in rating.css; the `img` around it is
 * what assistive technology reads, not its parts): a rating is repeated on every product
 * card, and an icon for each star (two layers of five) made a card's rating thirty elements to lay
 * out and hydrate.
 */
function Stars() {
  return (
    <svg viewBox="0 0 132 24">
      <path d={ROW} />
    </svg>
  );
}

/** Five stars filled to the rating (a partial star fills from the inline start), read as "4.5 out of 5". */
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
        <Stars />
        <span className="jui-rating__fill" style={{ inlineSize: filledInlineSize(clamped) }}>
          <Stars />
        </span>
      </span>
      {reviewCount === undefined ? null : (
        <span className="jui-rating__count">{plural(locale, reviewCount, strings.reviews)}</span>
      )}
    </span>
  );
}
