import type { ProductSummary, VariantView } from '@juicyin/contract';
import { QuantityError } from '@juicyin/domain';
import { QuickAddModal, type QuickAddSelection } from '@juicyin/ui/quick-add-modal';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from '../router/hooks.ts';
import { useApiClient } from '../api-client.tsx';
import { useDisplayPrice } from '../catalogue/display-price.ts';
import { pathTo, productPath } from '../paths.ts';
import { productQuery } from '../catalogue/queries.ts';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { materialsOf, sizesOf } from '../product/variants.ts';
import { AddedToBag, type AddedItem } from './added-to-bag.tsx';
import { useBag } from './use-bag.ts';

/**
 * The quick-add modal of a product card (quantity, Material, Size, the chosen variant's price,
 * Add to Bag, Buy Now), then the 'Added to bag' pop-up. The product's variants come from the
 * catalogue; until they arrive the card's leading variant is offered.
 */
export function QuickAddDialog({
  product,
  onClose,
}: {
  readonly product: ProductSummary;
  readonly onClose: () => void;
}) {
  const t = useMessages();
  const language = useLanguage();
  const display = useDisplayPrice();
  const client = useApiClient();
  const navigate = useNavigate();
  const bag = useBag({ priced: false });
  const detail = useQuery(productQuery(client, product.slug));
  const [selection, setSelection] = useState<QuickAddSelection>({
    quantity: 1,
    material: product.defaultVariant.material,
    size: product.defaultVariant.size,
  });
  const [added, setAdded] = useState<AddedItem | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const adding = useRef(false);

  const variants: readonly VariantView[] = detail.data?.variants ?? [product.defaultVariant];
  const variantOf = (choice: QuickAddSelection): VariantView =>
    variants.find((variant) => variant.material === choice.material && variant.size === choice.size) ??
    variants.find((variant) => variant.material === choice.material) ??
    product.defaultVariant;
  const variant = variantOf(selection);
  const shown = display(variant.price, variant.oldPrice);
  const materials = detail.data ? materialsOf(detail.data) : [product.defaultVariant.material];
  const sizes = detail.data ? sizesOf(detail.data, variant.material) : [product.defaultVariant.size];

  const put = async (choice: QuickAddSelection): Promise<AddedItem | null> => {
    const chosen = variantOf(choice);
    try {
      await bag.add({ sku: chosen.sku, slug: product.slug, quantity: choice.quantity });
      return { product, variant: chosen, quantity: choice.quantity };
    } catch (error) {
      setProblem(error instanceof QuantityError ? t('bag.error.limit') : t('bag.error.failed'));
      return null;
    }
  };

  if (added) return <AddedToBag item={added} onClose={onClose} />;
  if (problem) {
    return (
      <p role="alert" className="shop-quick-add__problem">
        {problem}
      </p>
    );
  }

  return (
    <QuickAddModal
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen && !adding.current) onClose();
      }}
      title={product.name[language]}
      description={product.description[language]}
      imageSrc={product.image}
      imageAlt={product.imageAlt?.[language] ?? ''}
      price={shown.price}
      {...(shown.oldPrice === undefined ? {} : { oldPrice: shown.oldPrice })}
      currency={shown.currency}
      materials={materials.map((id) => ({ id, label: t(`material.${id}`) }))}
      sizes={sizes.map((id) => ({ id, label: t(`size.${id}`) }))}
      defaultMaterial={product.defaultVariant.material}
      defaultSize={product.defaultVariant.size}
      detailHref={productPath(product.slug)}
      onSelectionChange={setSelection}
      onAddToBag={(choice) => {
        adding.current = true;
        void put(choice).then((item) => {
          adding.current = false;
          if (item) setAdded(item);
        });
      }}
      onBuyNow={(choice) => {
        adding.current = true;
        void put(choice).then((item) => {
          adding.current = false;
          if (item) void navigate(pathTo('checkout'));
          onClose();
        });
      }}
    />
  );
}
