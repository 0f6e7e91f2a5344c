import { type BagLine, BagDropdown } from '@juicyin/ui/bag-dropdown';
import { Skeleton } from '@juicyin/ui/skeleton';
import { QueryError } from '../catalogue/query-error.tsx';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { useBagLineEditor } from './bag-line-editor.ts';
import { useBag } from './use-bag.ts';
import { pathTo } from '../paths.ts';

/**
 * The header's bag panel (the kit's BagDropdown): the lines with quantity, material and size,
 * delete, the bag total and Secure Checkout to `/checkout`. Loaded when the shopper opens it.
 */
export function CartPanel() {
  const bagState = useBag();
  const { bag } = bagState;
  const t = useMessages();
  const language = useLanguage();
  const editor = useBagLineEditor(bagState, bag?.lines ?? []);

  if (bagState.status === 'error') return <QueryError onRetry={bagState.retry} />;
  if (!bag) {
    return (
      <div className="shop-cart-panel__loading" aria-busy="true">
        <p role="status">{t('bag.loading')}</p>
        <Skeleton shape="rect" blockSize="4rem" />
        <Skeleton shape="rect" blockSize="4rem" />
      </div>
    );
  }

  const lines: BagLine[] = bag.lines.map((line) => ({
    id: line.sku,
    name: line.name[language],
    description: line.description[language],
    imageSrc: line.image,
    material: line.material,
    size: line.size,
    ...editor.options(line),
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    ...(line.oldUnitPrice === null ? {} : { oldUnitPrice: line.oldUnitPrice }),
    lineTotal: line.lineTotal,
  }));

  return (
    <div className="shop-cart-panel">
      <BagDropdown
        lines={lines}
        total={bag.subTotal}
        itemCount={bag.itemCount}
        checkoutHref={pathTo('checkout')}
        shopHref={pathTo('productsList')}
        onQuantityChange={(sku, quantity) => {
          editor.run(bagState.setQuantity(sku, quantity));
        }}
        onRemove={(sku) => {
          editor.run(bagState.remove(sku));
        }}
        onMaterialChange={(sku, material) => {
          editor.switchVariant(sku, { material });
        }}
        onSizeChange={(sku, size) => {
          editor.switchVariant(sku, { size });
        }}
      />
      <p role="alert" className="shop-cart-panel__problem">
        {editor.problem}
      </p>
    </div>
  );
}
