import type { ProductDetail } from '@juicyin/contract';
import { QuantityError } from '@juicyin/domain';
import { type CartLine, CartDropdown } from '@juicyin/ui/cart-dropdown';
import { Skeleton } from '@juicyin/ui/skeleton';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../api-client.tsx';
import { productQuery } from '../catalogue/queries.ts';
import { QueryError } from '../catalogue/query-error.tsx';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { type Material, materialsOf, type Size, sizesOf, variantFor } from '../product/variants.ts';
import { useBag } from './use-bag.ts';
import { pathTo } from '../paths.ts';

/**
 * The header's bag panel (the kit's CartDropdown): the lines with quantity, material and size,
 * delete, the bag total and Secure Checkout to `/checkout`. Loaded when the shopper opens it.
 */
export function CartPanel() {
  const bagState = useBag();
  const { bag } = bagState;
  const t = useMessages();
  const language = useLanguage();
  const client = useApiClient();
  const [problem, setProblem] = useState<string | null>(null);
  const slugs = [...new Set(bag?.lines.map((line) => line.slug) ?? [])];
  const products = useQueries({
    queries: slugs.map((slug) => productQuery(client, slug)),
    combine: (results) =>
      new Map(results.flatMap((result) => (result.data ? [[result.data.slug, result.data] as const] : []))),
  });

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

  const run = (change: Promise<void>) => {
    setProblem(null);
    change.catch((error: unknown) => {
      setProblem(error instanceof QuantityError ? t('bag.error.limit') : t('bag.error.failed'));
    });
  };

  /** A new material or size is another variant: its line replaces this one, same quantity. */
  const switchVariant = (sku: string, choice: { material?: Material; size?: Size }) => {
    const line = bag.lines.find((candidate) => candidate.sku === sku);
    const product: ProductDetail | undefined = line ? products.get(line.slug) : undefined;
    if (!line || !product) return;
    const next = variantFor(product, choice.material ?? line.material, choice.size ?? line.size);
    if (next.sku === sku) return;
    run(bagState.remove(sku).then(() => bagState.add({ sku: next.sku, slug: product.slug, quantity: line.quantity })));
  };

  const lines: CartLine[] = bag.lines.map((line) => {
    const product = products.get(line.slug);
    const materials = product ? materialsOf(product) : [line.material];
    const sizes = product ? sizesOf(product, line.material) : [line.size];
    return {
      id: line.sku,
      name: line.name[language],
      description: line.description[language],
      imageSrc: line.image,
      material: line.material,
      size: line.size,
      materials: materials.map((id) => ({ id, label: t(`material.${id}`) })),
      sizes: sizes.map((id) => ({ id, label: t(`size.${id}`) })),
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      ...(line.oldUnitPrice === null ? {} : { oldUnitPrice: line.oldUnitPrice }),
      lineTotal: line.lineTotal,
    };
  });

  return (
    <div className="shop-cart-panel">
      <CartDropdown
        lines={lines}
        total={bag.subTotal}
        itemCount={bag.itemCount}
        checkoutHref={pathTo('checkout')}
        shopHref={pathTo('productsList')}
        onQuantityChange={(sku, quantity) => {
          run(bagState.setQuantity(sku, quantity));
        }}
        onRemove={(sku) => {
          run(bagState.remove(sku));
        }}
        onMaterialChange={(sku, material) => {
          const product = products.get(bag.lines.find((line) => line.sku === sku)?.slug ?? '');
          const chosen = product ? materialsOf(product).find((candidate) => candidate === material) : undefined;
          if (chosen) switchVariant(sku, { material: chosen });
        }}
        onSizeChange={(sku, size) => {
          const line = bag.lines.find((candidate) => candidate.sku === sku);
          const product = products.get(line?.slug ?? '');
          const chosen =
            product && line ? sizesOf(product, line.material).find((candidate) => candidate === size) : undefined;
          if (chosen) switchVariant(sku, { size: chosen });
        }}
      />
      <p role="alert" className="shop-cart-panel__problem">
        {problem}
      </p>
    </div>
  );
}
