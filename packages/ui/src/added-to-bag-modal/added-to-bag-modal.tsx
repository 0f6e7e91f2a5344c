import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { Button } from '../button/index.ts';
import { CheckIcon } from '../icons/index.ts';
import { Link } from '../link/index.ts';
import { type MessageTable, useMessages } from '../messages/index.ts';
import { Modal } from '../modal/modal.tsx';
import { Price, type PriceCurrency } from '../price/index.ts';
import '../theme/tokens.css';
import './added-to-bag-modal.css';

export interface AddedToBagModalMessages {
  readonly title: string;
  readonly close: string;
  readonly quantity: string;
  readonly material: string;
  readonly size: string;
  readonly price: string;
  readonly youMayAlsoLike: string;
  readonly continueShopping: string;
  readonly checkout: string;
}

export const addedToBagModalMessages: MessageTable<AddedToBagModalMessages, 'addedToBagModal'> = {
  name: 'addedToBagModal',
  en: {
    title: 'Added to bag',
    close: 'Close',
    quantity: 'Quantity',
    material: 'Material',
    size: 'Size',
    price: 'Price',
    youMayAlsoLike: 'You may also like',
    continueShopping: 'Continue shopping',
    checkout: 'Proceed to checkout',
  },
  ar: {
    title: 'أُضيف إلى الحقيبة',
    close: 'إغلاق',
    quantity: 'الكمية',
    material: 'الخامة',
    size: 'الحجم',
    price: 'السعر',
    youMayAlsoLike: 'قد يعجبك أيضاً',
    continueShopping: 'تابع التسوق',
    checkout: 'تابع إلى الدفع',
  },
};

export const addedToBagModalStyles = cva('jui-dialog jui-added-to-bag-modal', {
  variants: { width: { md: 'jui-added-to-bag-modal--md', lg: 'jui-added-to-bag-modal--lg' } },
  defaultVariants: { width: 'lg' },
});

export interface AddedToBagModalProps extends VariantProps<typeof addedToBagModalStyles> {
  /** The product's name. */
  readonly name: string;
  readonly imageSrc?: string;
  /** The picture's alt text (staff's, for an uploaded picture); empty for a drawn one, which the name beside it already says. */
  readonly imageAlt?: string;
  readonly quantity: number;
  /** The chosen material and size, as shown to the shopper. */
  readonly material: string;
  readonly size: string;
  /** The line's price (unit price × quantity) in halalas, or the minor unit of `currency`. */
  readonly price: number;
  readonly currency?: PriceCurrency;
  /** "You may also like": products with their own Add to cart (e.g. small product cards). */
  readonly suggestions?: ReactNode;
  readonly checkoutHref: string;
  /** Open state (controlled). */
  readonly isOpen?: boolean;
  readonly onOpenChange?: (isOpen: boolean) => void;
  readonly messages?: Partial<AddedToBagModalMessages>;
  readonly className?: string;
}

/**
 * The confirmation after Add to bag: what went in (picture, name, quantity, material, size,
 * price), "You may also like", Continue shopping (closes) and Proceed to checkout. A react-aria
 * Modal: focus moves in, Escape and × close it, focus returns where it was.
 */
export function AddedToBagModal({
  name,
  imageSrc,
  imageAlt = '',
  quantity,
  material,
  size,
  price,
  currency,
  suggestions,
  checkoutHref,
  isOpen,
  onOpenChange,
  width,
  messages: overrides,
  className,
}: AddedToBagModalProps) {
  const messages = useMessages(addedToBagModalMessages, overrides);
  return (
    <Modal
      block="jui-added-to-bag-modal"
      slot="added-to-bag-modal"
      variant={width ?? 'lg'}
      className={addedToBagModalStyles({ width, className })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={
        <>
          <CheckIcon size="md" />
          {messages.title}
        </>
      }
      closeLabel={messages.close}
    >
      {(close) => (
        <>
          <div className="jui-added-to-bag-modal__item">
            {imageSrc ? <img className="jui-added-to-bag-modal__image" src={imageSrc} alt={imageAlt} /> : null}
            <div className="jui-added-to-bag-modal__details">
              <p className="jui-added-to-bag-modal__name">{name}</p>
              <dl className="jui-added-to-bag-modal__facts">
                <div>
                  <dt>{messages.quantity}</dt>
                  <dd>{quantity}</dd>
                </div>
                <div>
                  <dt>{messages.material}</dt>
                  <dd>{material}</dd>
                </div>
                <div>
                  <dt>{messages.size}</dt>
                  <dd>{size}</dd>
                </div>
                <div>
                  <dt>{messages.price}</dt>
                  <dd>
                    <Price amount={price} currency={currency} />
                  </dd>
                </div>
              </dl>
            </div>
          </div>
          <div className="jui-added-to-bag-modal__actions">
            <Button variant="secondary" onPress={close}>
              {messages.continueShopping}
            </Button>
            <Link href={checkoutHref} variant="button">
              {messages.checkout}
            </Link>
          </div>
          {suggestions ? (
            <section className="jui-added-to-bag-modal__suggestions" aria-label={messages.youMayAlsoLike}>
              <h3 className="jui-added-to-bag-modal__subtitle">{messages.youMayAlsoLike}</h3>
              {suggestions}
            </section>
          ) : null}
        </>
      )}
    </Modal>
  );
}
