import type { ProductSummary } from '@juicyin/contract';
import { lazy, type ReactNode, Suspense, useState } from 'react';

const QuickAddDialog = lazy(async () => ({ default: (await import('./quick-add-dialog.tsx')).QuickAddDialog }));

/**
 * A card's Add to bag: `open(product)` shows the quick-add modal (its code loads on first use);
 * render `element` once beside the cards.
 */
export function useQuickAdd(): { readonly open: (product: ProductSummary) => void; readonly element: ReactNode } {
  const [product, setProduct] = useState<ProductSummary | null>(null);
  return {
    open: setProduct,
    element:
      product === null ? null : (
        <Suspense fallback={null}>
          <QuickAddDialog
            key={product.slug}
            product={product}
            onClose={() => {
              setProduct(null);
            }}
          />
        </Suspense>
      ),
  };
}
