import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { formatNumber, type MessageTable, useMessages } from '../messages/messages.ts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import '../theme/tokens.css';
import './badge.css';

export interface BadgeMessages {
  /** How a discount is read out, given the formatted percentage ("24%"). */
  readonly discount: (percent: string) => string;
}

export const badgeMessages: MessageTable<BadgeMessages, 'badge'> = {
  name: 'badge',
  en: { discount: (percent) => `${percent} off` },
  ar: { discount: (percent) => `خصم ${percent}` },
};

export const badgeStyles = cva('jui-badge', {
  variants: {
    tone: {
      sale: 'jui-badge--sale',
      brand: 'jui-badge--brand',
      leaf: 'jui-badge--leaf',
      neutral: 'jui-badge--neutral',
      mango: 'jui-badge--mango',
    },
    size: { sm: 'jui-badge--sm', md: 'jui-badge--md' },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export interface BadgeProps extends VariantProps<typeof badgeStyles> {
  /**
   * A discount in whole percent (24 shows "-24%", read as "24% off"). The domain computes it:
   * round((old − price) / old × 100).
   */
  readonly discountPercent?: number | undefined;
  /** A text badge ("New", "Out of stock") when there is no discount. */
  readonly children?: ReactNode;
  readonly messages?: Partial<BadgeMessages> | undefined;
  readonly className?: string | undefined;
}

/** A small label: a discount ("-24%", formatted by Intl as a percentage) or a short text. */
export function Badge({ discountPercent, children, tone, size, messages, className }: BadgeProps) {
  const { locale } = useLocale();
  const strings = useMessages(badgeMessages, messages);
  const isDiscount = discountPercent !== undefined;
  const resolvedTone = tone ?? (isDiscount ? 'sale' : 'neutral');
  return (
    <span
      data-slot="badge"
      data-variant={isDiscount ? 'discount' : resolvedTone}
      className={badgeStyles({ tone: resolvedTone, size, className })}
    >
      {isDiscount ? (
        <>
          <span aria-hidden="true">{formatNumber(locale, -discountPercent / 100, { style: 'percent' })}</span>
          <VisuallyHidden>
            {strings.discount(formatNumber(locale, discountPercent / 100, { style: 'percent' }))}
          </VisuallyHidden>
        </>
      ) : (
        children
      )}
    </span>
  );
}
