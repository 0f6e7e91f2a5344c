import { discountPercent, halalas } from '@juicyin/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Badge } from '../badge/index.ts';
import { Button } from '../button/index.ts';
import { BagIcon, HeartIcon } from '../icons/index.ts';
import { Link } from '../link/index.ts';
import { type MessageTable, useMessages } from '../messages/index.ts';
import { Price, type PriceCurrency } from '../price/index.ts';
import { Rating } from '../rating/index.ts';
import { VisuallyHidden } from '../visually-hidden/index.ts';
import '../theme/tokens.css';
import './product-card.css';

export interface ProductCardMessages {
  readonly favourite: (title: string) => string;
  readonly readMore: string;
  readonly readMoreAbout: (title: string) => string;
  readonly addToBag: string;
  readonly quickView: string;
  readonly outOfStock: string;
  readonly loading: string;
}

export const productCardMessages: MessageTable<ProductCardMessages, 'productCard'> = {
  name: 'productCard',
  en: {
    favourite: (title) => `Save ${title} to wishlist`,
    readMore: 'Read More',
    readMoreAbout: (title) => ` about ${title}`,
    addToBag: 'Add to bag',
    quickView: 'Quick View',
    outOfStock: 'Out of stock',
    loading: 'Loading product',
  },
  ar: {
    favourite: (title) => `احفظ ${title} في المفضلة`,
    readMore: 'اقرأ المزيد',
    readMoreAbout: (title) => ` عن ${title}`,
    addToBag: 'أضف إلى الحقيبة',
    quickView: 'نظرة سريعة',
    outOfStock: 'نفدت الكمية',
    loading: 'جارٍ تحميل المنتج',
  },
};

export const productCardStyles = cva('jui-product-card', {
  variants: {
    layout: { vertical: 'jui-product-card--vertical', horizontal: 'jui-product-card--horizontal' },
  },
  defaultVariants: { layout: 'vertical' },
});

export interface ProductCardProps extends VariantProps<typeof productCardStyles> {
  readonly title: string;
  readonly description?: string;
  /** The product page (title and Read More link there). */
  readonly href: string;
  readonly imageSrc?: string;
  /** Describes the picture; empty (decorative) by default, since the title names the card. */
  readonly imageAlt?: string;
  /** The price in halalas (or the minor unit of `currency`). */
  readonly price: number;
  /** The struck-through old price; with it the card shows the discount badge (by the domain). */
  readonly oldPrice?: number;
  readonly currency?: PriceCurrency;
  readonly rating?: number;
  readonly reviewCount?: number;
  /** The heart toggle (controlled). */
  readonly isFavourite?: boolean;
  readonly defaultFavourite?: boolean;
  readonly onFavouriteChange?: (isFavourite: boolean) => void;
  /** Add to bag (the shop opens the quick-add modal). */
  readonly onAddToBag?: () => void;
  /** Shows a Quick View button (named "Quick View <title>") that calls this, e.g. to open a modal. */
  readonly onQuickView?: () => void;
  readonly isOutOfStock?: boolean;
  /** A placeholder card while the product loads. */
  readonly isLoading?: boolean;
  readonly messages?: Partial<ProductCardMessages>;
  readonly className?: string;
}

/**
 * A product in a list: picture, discount badge, heart toggle (`aria-pressed`), title, rating,
 * price with the struck old price, Read More and Add to bag; loading and out-of-stock states.
 */
export function ProductCard({
  title,
  description,
  href,
  imageSrc,
  imageAlt = '',
  price,
  oldPrice,
  currency,
  rating,
  reviewCount,
  isFavourite,
  defaultFavourite,
  onFavouriteChange,
  onAddToBag,
  onQuickView,
  isOutOfStock = false,
  isLoading = false,
  layout,
  messages: overrides,
  className,
}: ProductCardProps) {
  const messages = useMessages(productCardMessages, overrides);
  const titleId = useId();
  const [ownFavourite, setOwnFavourite] = useState(defaultFavourite ?? false);
  const favourite = isFavourite ?? ownFavourite;
  const state = isLoading ? 'loading' : isOutOfStock ? 'out-of-stock' : oldPrice !== undefined ? 'sale' : 'regular';

  if (isLoading) {
    return (
      <article
        data-slot="product-card"
        data-variant={layout ?? 'vertical'}
        data-state={state}
        className={productCardStyles({ layout, className })}
        aria-busy="true"
        aria-label={messages.loading}
      >
        <div className="jui-product-card__media jui-product-card__placeholder" />
        <div className="jui-product-card__body">
          <div className="jui-product-card__placeholder jui-product-card__placeholder--line" />
          <div className="jui-product-card__placeholder jui-product-card__placeholder--short" />
          <div className="jui-product-card__placeholder jui-product-card__placeholder--button" />
        </div>
      </article>
    );
  }

  const discount = discountPercent(halalas(price), oldPrice === undefined ? undefined : halalas(oldPrice));

  return (
    <article
      data-slot="product-card"
      data-variant={layout ?? 'vertical'}
      data-state={state}
      className={productCardStyles({ layout, className })}
      aria-labelledby={titleId}
    >
      <div className="jui-product-card__media">
        {imageSrc ? (
          <img
            className="jui-product-card__image"
            src={imageSrc}
            alt={imageAlt}
            loading="lazy"
            width={480}
            height={480}
          />
        ) : (
          <div className="jui-product-card__image jui-product-card__image--empty" />
        )}
        <div className="jui-product-card__badges">
          {isOutOfStock ? (
            <Badge tone="neutral">{messages.outOfStock}</Badge>
          ) : discount !== undefined ? (
            <Badge discountPercent={discount} />
          ) : null}
        </div>
        {/* A toggle: a button with `aria-pressed`, as react-aria's ToggleButton renders it, without
            its group and selection machinery in every storefront page's first paint. */}
        <AriaButton
          aria-pressed={favourite}
          data-selected={favourite || undefined}
          onPress={() => {
            setOwnFavourite(!favourite);
            onFavouriteChange?.(!favourite);
          }}
          aria-label={messages.favourite(title)}
          className="jui-product-card__favourite"
        >
          <HeartIcon size="md" filled={favourite} />
        </AriaButton>
      </div>
      <div className="jui-product-card__body">
        <h3 id={titleId} className="jui-product-card__title">
          <Link href={href} variant="standalone">
            {title}
          </Link>
        </h3>
        {rating !== undefined ? <Rating value={rating} reviewCount={reviewCount} size="sm" /> : null}
        {description ? <p className="jui-product-card__description">{description}</p> : null}
        <Price amount={price} oldAmount={oldPrice} currency={currency} />
        <Link href={href} variant="inline" className="jui-product-card__more">
          {messages.readMore}
          <VisuallyHidden>{messages.readMoreAbout(title)}</VisuallyHidden>
        </Link>
        <Button
          variant="primary"
          fullWidth
          isDisabled={isOutOfStock}
          onPress={onAddToBag}
          className="jui-product-card__add"
        >
          <BagIcon size="sm" />
          {isOutOfStock ? messages.outOfStock : messages.addToBag}
          {/* A page lists many cards: each button says which product it adds. */}
          <VisuallyHidden> {title}</VisuallyHidden>
        </Button>
        {onQuickView ? (
          <Button variant="secondary" fullWidth onPress={onQuickView} className="jui-product-card__quick-view">
            {messages.quickView}
            <VisuallyHidden> {title}</VisuallyHidden>
          </Button>
        ) : null}
      </div>
    </article>
  );
}
