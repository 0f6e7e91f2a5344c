import type { Bag, ProductDetail } from '@juicyin/contract';
import { QuantityError } from '@juicyin/domain';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../api-client.tsx';
import { productQuery } from '../catalogue/queries.ts';
import { useMessages } from '../i18n/messages-provider.tsx';
import { materialsOf, sizesOf, variantFor } from '../product/variants.ts';
import type { BagState } from './use-bag.ts';

type LineChoice = Pick<Bag['lines'][number], 'sku' | 'slug' | 'material' | 'size' | 'quantity'>;

/**
 * Editing the bag's lines where they are listed (the header's bag panel, checkout's table): each
 * line's material and size choices from its product, switching a line to another variant (its
 * line replaces this one, same quantity) and the problem of the last change, in words.
 */
export function useBagLineEditor(bagState: BagState, lines: readonly LineChoice[]) {
  const t = useMessages();
  const client = useApiClient();
  const [problem, setProblem] = useState<string | null>(null);
  const slugs = [...new Set(lines.map((line) => line.slug))];
  const products = useQueries({
    queries: slugs.map((slug) => productQuery(client, slug)),
    combine: (results) =>
      new Map(results.flatMap((result) => (result.data ? [[result.data.slug, result.data] as const] : []))),
  });

  const run = (change: Promise<void>) => {
    setProblem(null);
    change.catch((error: unknown) => {
      setProblem(error instanceof QuantityError ? t('bag.error.limit') : t('bag.error.failed'));
    });
  };

  const lineOf = (sku: string) => lines.find((line) => line.sku === sku);

  /** A new material or size is another variant: its line replaces this one, same quantity. */
  const switchVariant = (sku: string, choice: { material?: string; size?: string }) => {
    const line = lineOf(sku);
    const product: ProductDetail | undefined = line ? products.get(line.slug) : undefined;
    if (!line || !product) return;
    const material = materialsOf(product).find((candidate) => candidate === (choice.material ?? line.material));
    if (!material) return;
    const size = sizesOf(product, material).find((candidate) => candidate === (choice.size ?? line.size));
    const next = variantFor(product, material, size ?? line.size);
    if (next.sku === sku) return;
    run(bagState.remove(sku).then(() => bagState.add({ sku: next.sku, slug: product.slug, quantity: line.quantity })));
  };

  /** The line's material and size choices, labelled (its own only, until its product has loaded). */
  const options = (line: LineChoice) => {
    const product = products.get(line.slug);
    const materials = product ? materialsOf(product) : [line.material];
    const sizes = product ? sizesOf(product, line.material) : [line.size];
    return {
      materials: materials.map((id) => ({ id, label: t(`material.${id}`) })),
      sizes: sizes.map((id) => ({ id, label: t(`size.${id}`) })),
    };
  };

  return { problem, run, switchVariant, options, lineOf };
}
