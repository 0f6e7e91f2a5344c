import { cva, type VariantProps } from 'class-variance-authority';
import { type ReactNode, useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../button/index.ts';
import { ChevronDownIcon } from '../icons/index.ts';
import { Link } from '../link/index.ts';
import { type MessageTable, useMessages } from '../messages/index.ts';
import { Price, type PriceCurrency } from '../price/index.ts';
import { Rating } from '../rating/index.ts';
import '../theme/tokens.css';
import './mega-menu.css';

export interface MegaMenuProduct {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  /** Price per glass in halalas. */
  readonly price: number;
  readonly rating?: number;
  readonly imageSrc?: string;
  /** The display currency of `price` (converted by the domain; not SAR shows "≈"). */
  readonly currency?: PriceCurrency;
}

export interface MegaMenuLink {
  readonly id: string;
  readonly label: string;
  readonly href: string;
}

export interface MegaMenuItem {
  readonly id: string;
  readonly label: string;
  /** A plain link (e.g. Special of Today → /special). */
  readonly href?: string;
  /** Links in the item's panel (e.g. the seasons). */
  readonly links?: readonly MegaMenuLink[];
  /** Featured products in the item's panel (e.g. under Fruit Juice). */
  readonly featured?: readonly MegaMenuProduct[];
}

export interface MegaMenuMessages {
  readonly perGlass: string;
  readonly addToCart: string;
  /** The button's name: it starts with the visible "Add to cart" (label in name). */
  readonly addToCartOf: (title: string) => string;
  readonly featured: string;
}

export const megaMenuMessages: MessageTable<MegaMenuMessages, 'megaMenu'> = {
  name: 'megaMenu',
  en: {
    perGlass: 'per glass',
    addToCart: 'Add to cart',
    addToCartOf: (title) => `Add to cart: ${title}`,
    featured: 'Featured',
  },
  ar: {
    perGlass: 'للكوب',
    addToCart: 'أضف إلى السلة',
    addToCartOf: (title) => `أضف إلى السلة: ${title}`,
    featured: 'مختارات',
  },
};

export const megaMenuStyles = cva('jui-mega-menu', {
  variants: { tone: { light: 'jui-mega-menu--light', brand: 'jui-mega-menu--brand' } },
  defaultVariants: { tone: 'light' },
});

export interface MegaMenuProps extends VariantProps<typeof megaMenuStyles> {
  /** The navigation's accessible name, e.g. "Categories". */
  readonly label: string;
  readonly items: readonly MegaMenuItem[];
  readonly currentHref?: string;
  /** Featured products get an "Add to cart" button only when this is given. */
  readonly onAddToCart?: (productId: string) => void;
  readonly messages?: Partial<MegaMenuMessages>;
  readonly className?: string;
}

/**
 * The category bar under the header: plain links (Special of Today) and items that open a panel of
 * links and featured products (price per glass, rating, Add to cart). Each panel is a disclosure
 * (a button with `aria-expanded`/`aria-controls`, not an ARIA menu, as site navigation should be);
 * one panel is open at a time and Escape closes it.
 */
export function MegaMenu({
  label,
  items,
  currentHref,
  onAddToCart,
  tone,
  messages: overrides,
  className,
}: MegaMenuProps) {
  const messages = useMessages(megaMenuMessages, overrides);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <nav
      aria-label={label}
      data-slot="mega-menu"
      data-variant={tone ?? 'light'}
      className={megaMenuStyles({ tone, className })}
    >
      <ul className="jui-mega-menu__bar">
        {items.map((item) =>
          item.links || item.featured ? (
            <li key={item.id} className="jui-mega-menu__item">
              <MegaMenuDisclosure
                label={item.label}
                isExpanded={open === item.id}
                onExpandedChange={(expanded) => {
                  setOpen(expanded ? item.id : null);
                }}
              >
                {item.links && item.links.length > 0 ? (
                  <ul className="jui-mega-menu__links">
                    {item.links.map((link) => (
                      <li key={link.id}>
                        <Link
                          href={link.href}
                          variant="standalone"
                          aria-current={link.href === currentHref ? 'page' : undefined}
                        >
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {item.featured && item.featured.length > 0 ? (
                  <ul className="jui-mega-menu__featured" aria-label={`${item.label}: ${messages.featured}`}>
                    {item.featured.map((product) => (
                      <li key={product.id} className="jui-mega-menu__product">
                        {product.imageSrc ? (
                          <img
                            className="jui-mega-menu__image"
                            src={product.imageSrc}
                            alt=""
                            // Below the bar, in a panel just opened: the page is painted already.
                            loading="lazy"
                            width={320}
                            height={240}
                          />
                        ) : null}
                        <Link href={product.href} variant="standalone" className="jui-mega-menu__product-title">
                          {product.title}
                        </Link>
                        <span className="jui-mega-menu__price">
                          <Price amount={product.price} currency={product.currency} size="sm" />
                          <span>{messages.perGlass}</span>
                        </span>
                        {product.rating !== undefined ? <Rating value={product.rating} size="sm" /> : null}
                        {onAddToCart ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={messages.addToCartOf(product.title)}
                            onPress={() => onAddToCart(product.id)}
                          >
                            {messages.addToCart}
                          </Button>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </MegaMenuDisclosure>
            </li>
          ) : (
            <li key={item.id} className="jui-mega-menu__item">
              <Link
                href={item.href ?? '#'}
                variant="standalone"
                className="jui-mega-menu__link"
                aria-current={item.href !== undefined && item.href === currentHref ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

interface MegaMenuDisclosureProps {
  readonly label: string;
  readonly isExpanded: boolean;
  readonly onExpandedChange: (expanded: boolean) => void;
  readonly children: ReactNode;
}

/** An item's button and its panel (hidden and empty while closed); Escape on the button closes it. */
function MegaMenuDisclosure({ label, isExpanded, onExpandedChange, children }: MegaMenuDisclosureProps) {
  const triggerId = useId();
  const panelId = useId();
  return (
    <div className="jui-mega-menu__disclosure" data-expanded={isExpanded || undefined}>
      <AriaButton
        id={triggerId}
        className="jui-mega-menu__trigger"
        aria-expanded={isExpanded}
        aria-controls={panelId}
        onPress={() => {
          onExpandedChange(!isExpanded);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onExpandedChange(false);
          else event.continuePropagation();
        }}
      >
        {label}
        <ChevronDownIcon size="sm" className="jui-mega-menu__chevron" />
      </AriaButton>
      {/* The panel's contents exist only while it is open: a page hydrates the bar's buttons, not
          every closed panel's links, prices, ratings and buttons (most of the bar's components). */}
      <div id={panelId} role="group" aria-labelledby={triggerId} className="jui-mega-menu__panel" hidden={!isExpanded}>
        {isExpanded ? children : null}
      </div>
    </div>
  );
}
