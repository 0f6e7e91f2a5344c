import { cva, type VariantProps } from 'class-variance-authority';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { Button } from '../button/index.ts';
import { Link } from '../link/index.ts';
import { type MessageTable, useMessages } from '../messages/index.ts';
import { Modal } from '../modal/modal.tsx';
import { Price, type PriceCurrency } from '../price/index.ts';
import { QuantityStepper } from '../quantity-stepper/index.ts';
import { Select, type SelectOption } from '../select/index.ts';
import '../theme/tokens.css';
import './quick-add-modal.css';

/** What the shopper chose in the modal. */
export interface QuickAddSelection {
  readonly quantity: number;
  readonly material: string;
  readonly size: string;
}

export interface QuickAddModalMessages {
  readonly close: string;
  readonly material: string;
  readonly size: string;
  readonly addToBag: string;
  readonly buyNow: string;
  readonly seeDetail: string;
}

export const quickAddModalMessages: MessageTable<QuickAddModalMessages, 'quickAddModal'> = {
  name: 'quickAddModal',
  en: {
    close: 'Close',
    material: 'Material',
    size: 'Size',
    addToBag: 'Add to Bag',
    buyNow: 'Buy Now',
    seeDetail: 'See product detail',
  },
  ar: {
    close: 'إغلاق',
    material: 'الخامة',
    size: 'الحجم',
    addToBag: 'أضف إلى الحقيبة',
    buyNow: 'اشترِ الآن',
    seeDetail: 'عرض تفاصيل المنتج',
  },
};

export const quickAddModalStyles = cva('jui-dialog jui-quick-add-modal', {
  variants: { size: { md: 'jui-quick-add-modal--md', lg: 'jui-quick-add-modal--lg' } },
  defaultVariants: { size: 'md' },
});

export interface QuickAddModalProps extends VariantProps<typeof quickAddModalStyles> {
  readonly title: string;
  readonly description?: string;
  readonly imageSrc?: string;
  /** The picture's alt text (staff's, for an uploaded picture); empty for a drawn one, which the name beside it already says. */
  readonly imageAlt?: string;
  /** Unit price in halalas (or the minor unit of `currency`). */
  readonly price: number;
  readonly oldPrice?: number;
  readonly currency?: PriceCurrency;
  readonly materials: readonly SelectOption[];
  readonly sizes: readonly SelectOption[];
  readonly defaultMaterial?: string;
  readonly defaultSize?: string;
  /** Called with the choice; the modal then closes. */
  readonly onAddToBag?: (selection: QuickAddSelection) => void;
  readonly onBuyNow?: (selection: QuickAddSelection) => void;
  /** Called whenever the quantity, material or size changes (e.g. to show that variant's price). */
  readonly onSelectionChange?: (selection: QuickAddSelection) => void;
  /** The product's page: shows a "See product detail" link (the quick-view modal). */
  readonly detailHref?: string;
  /** Open state when not inside a DialogTrigger (controlled). */
  readonly isOpen?: boolean;
  readonly onOpenChange?: (isOpen: boolean) => void;
  readonly messages?: Partial<QuickAddModalMessages>;
  readonly className?: string;
}

/**
 * The quick-add dialog a product card opens: react-aria's Modal and Dialog (focus trapped inside,
 * Escape and × close it, focus returns to the button that opened it), with quantity, material,
 * size, price, Add to Bag and Buy Now. Place it in a `DialogTrigger` after its trigger button, or
 * control it with `isOpen`/`onOpenChange`.
 */
export function QuickAddModal({
  title,
  description,
  imageSrc,
  imageAlt = '',
  price,
  oldPrice,
  currency,
  materials,
  sizes,
  defaultMaterial,
  defaultSize,
  onAddToBag,
  onBuyNow,
  onSelectionChange,
  detailHref,
  isOpen,
  onOpenChange,
  size,
  messages: overrides,
  className,
}: QuickAddModalProps) {
  const messages = useMessages(quickAddModalMessages, overrides);
  const [quantity, setQuantity] = useState(1);
  const [material, setMaterial] = useState<Key | null>(defaultMaterial ?? materials[0]?.id ?? null);
  const [chosenSize, setSizeKey] = useState<Key | null>(defaultSize ?? sizes[0]?.id ?? null);
  // A size the (changed) options no longer offer falls back to the first offered.
  const sizeKey = sizes.some((option) => option.id === chosenSize) ? chosenSize : (sizes[0]?.id ?? null);
  const selectionOf = (next: Partial<{ quantity: number; material: Key | null; size: Key | null }>) => ({
    quantity: next.quantity ?? quantity,
    material: String(next.material ?? material ?? ''),
    size: String(next.size ?? sizeKey ?? ''),
  });
  const selection = (): QuickAddSelection => selectionOf({});

  return (
    <Modal
      block="jui-quick-add-modal"
      slot="quick-add-modal"
      variant={size ?? 'md'}
      className={quickAddModalStyles({ size, className })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={messages.close}
    >
      {(close) => (
        <div className="jui-quick-add-modal__content">
          {imageSrc ? <img className="jui-quick-add-modal__image" src={imageSrc} alt={imageAlt} /> : null}
          <div className="jui-quick-add-modal__fields">
            {description ? <p className="jui-quick-add-modal__description">{description}</p> : null}
            <Price amount={price} oldAmount={oldPrice} currency={currency} size="lg" />
            <QuantityStepper
              value={quantity}
              onChange={(value) => {
                if (!Number.isFinite(value)) return;
                setQuantity(value);
                onSelectionChange?.(selectionOf({ quantity: value }));
              }}
              showLabel
            />
            <Select
              label={messages.material}
              options={materials}
              value={material}
              onChange={(key) => {
                setMaterial(key);
                onSelectionChange?.(selectionOf({ material: key }));
              }}
            />
            <Select
              label={messages.size}
              options={sizes}
              value={sizeKey}
              onChange={(key) => {
                setSizeKey(key);
                onSelectionChange?.(selectionOf({ size: key }));
              }}
            />
            <div className="jui-quick-add-modal__actions">
              <Button
                variant="primary"
                onPress={() => {
                  onAddToBag?.(selection());
                  close();
                }}
              >
                {messages.addToBag}
              </Button>
              <Button
                variant="secondary"
                onPress={() => {
                  onBuyNow?.(selection());
                  close();
                }}
              >
                {messages.buyNow}
              </Button>
            </div>
            {detailHref === undefined ? null : (
              <Link href={detailHref} variant="standalone" className="jui-quick-add-modal__detail">
                {messages.seeDetail}
              </Link>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
