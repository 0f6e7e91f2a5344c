import { cva, type VariantProps } from 'class-variance-authority';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { STAR_PATH } from '../icons/glyphs/star.tsx';
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

/** A star is 24 units wide in the stars' drawing, and the gap after it an eighth of a star. */
const STAR = 24;
const STEP = 27;
const ROW = RATING_MAX * STEP - (STEP - STAR);

/**
 * How far the filled stars reach along the row, in em (a star is 1em): the whole stars with the
 * gaps after them, then the filled part of the next star.
 */
function filledInlineSize(value: number): string {
  const whole = Math.floor(value);
  const units = Math.min(ROW, whole * STEP + (value - whole) * STAR);
  return `${Number((units / STAR).toFixed(4))}em`;
}

/**
 * The five stars as one drawing: a rating is repeated on every product card, and five icons of
 * their own each (two layers of five) made a card's rating thirty elements to lay out and hydrate.
 */
function Stars({ className }: { readonly className: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${ROW} ${STAR}`}
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <path key={index} transform={index === 0 ? undefined : `translate(${index * STEP})`} d={STAR_PATH} />
      ))}
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
        <Stars className="jui-rating__row jui-rating__row--empty" />
        <span className="jui-rating__fill" style={{ inlineSize: filledInlineSize(clamped) }}>
          <Stars className="jui-rating__row" />
        </span>
      </span>
      {reviewCount === undefined ? null : (
        <span className="jui-rating__count">{plural(locale, reviewCount, strings.reviews)}</span>
      )}
    </span>
  );
}
