import type { ProductDetail, VariantView } from '@juicyin/contract';

export type Material = VariantView['material'];
export type Size = VariantView['size'];

/** The materials a product is offered in, in the API's order. */
export function materialsOf(product: ProductDetail): Material[] {
  return [...new Set(product.variants.map((variant) => variant.material))];
}

/** The sizes offered in one material. */
export function sizesOf(product: ProductDetail, material: Material): Size[] {
  return [
    ...new Set(product.variants.filter((variant) => variant.material === material).map((variant) => variant.size)),
  ];
}

/**
 * The variant for a choice of material and size. When the size is not offered in that material
 * (after a change of material), the material's first size is taken instead.
 */
export function variantFor(product: ProductDetail, material: Material, size: Size): VariantView {
  const inMaterial = product.variants.filter((variant) => variant.material === material);
  return inMaterial.find((variant) => variant.size === size) ?? inMaterial[0] ?? product.defaultVariant;
}

/** The pictures of a material (Regular or Glass). */
export function imagesOf(product: ProductDetail, material: Material): readonly string[] {
  return product.images[material];
}
