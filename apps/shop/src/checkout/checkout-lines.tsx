import type { Quote } from '@juicyin/contract';
import { CheckoutTable } from '@juicyin/ui/checkout-table';
import type { BagLine } from '@juicyin/ui/bag-dropdown';
import { useBagLineEditor } from '../bag/bag-line-editor.ts';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { useWishlist } from '../wishlist/use-wishlist.ts';
import { RepricedLines } from './repriced-lines.tsx';
import type { Checkout } from './use-checkout.ts';

/**
 * The cart table (kit CheckoutTable): the quote's lines with their server prices; quantity,
 * material and size change the bag (and so the quote), Move to wishlist and delete. A line the
 * stock no longer covers is flagged; one whose price changed since it was added is listed above.
 */
export function CheckoutLines({ checkout, quote }: { readonly checkout: Checkout; readonly quote: Quote }) {
  const t = useMessages();
  const language = useLanguage();
  const wishlist = useWishlist({ priced: false });
  const bagState = checkout.bag;
  const descriptions = new Map(bagState.bag?.lines.map((line) => [line.sku, line.description[language]]) ?? []);
  const editor = useBagLineEditor(bagState, quote.lines);

  const lines: BagLine[] = quote.lines.map((line) => ({
    id: line.sku,
    name: line.name[language],
    description: descriptions.get(line.sku) ?? '',
    imageSrc: line.image,
    material: line.material,
    size: line.size,
    ...editor.options(line),
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    lineTotal: line.lineTotal,
  }));

  return (
    <section className="shop-checkout__section" aria-labelledby="checkout-lines-title">
      <h2 id="checkout-lines-title" className="shop-checkout__heading">
        {t('checkout.lines.title')}
      </h2>
      <RepricedLines lines={quote.lines} />
      <CheckoutTable
        lines={lines}
        messages={{ caption: t('checkout.lines.caption') }}
        unavailableIds={quote.lines.filter((line) => !line.available).map((line) => line.sku)}
        onQuantityChange={(sku, quantity) => {
          editor.run(bagState.setQuantity(sku, quantity));
        }}
        onMaterialChange={(sku, material) => {
          editor.switchVariant(sku, { material });
        }}
        onSizeChange={(sku, size) => {
          editor.switchVariant(sku, { size });
        }}
        onMoveToWishlist={(sku) => {
          const line = editor.lineOf(sku);
          if (line) editor.run(wishlist.add(sku, line.slug).then(() => bagState.remove(sku)));
        }}
        onRemove={(sku) => {
          editor.run(bagState.remove(sku));
        }}
      />
      <p role="alert" className="shop-checkout__problem">
        {editor.problem}
      </p>
    </section>
  );
}
