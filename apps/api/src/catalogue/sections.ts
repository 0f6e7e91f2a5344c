import type { HomeSections, ProductSummary } from '@juicyin/contract';
import { type Category } from '@juicyin/domain';
import { type CatalogueProduct, type CatalogueSnapshot } from './read-model.ts';

// The home page's sections and a product page's "similar" and "also bought" rows, from the read model.

const juices: ReadonlySet<Category> = new Set(['fruit-juice', 'herb-juice', 'vegetable-juice', 'detox']);
const SECTION_SIZE = 8;

function bestSelling(snapshot: CatalogueSnapshot, include: (product: CatalogueProduct) => boolean): ProductSummary[] {
  return snapshot.products
    .filter(include)
    .map((product) => ({ product, units: snapshot.unitsSold.get(product.id) ?? 0 }))
    .sort((a, b) => b.units - a.units || b.product.ratingTenths - a.product.ratingTenths || a.product.id - b.product.id)
    .slice(0, SECTION_SIZE)
    .map(({ product }) => product.summary);
}

function byIds(snapshot: CatalogueSnapshot, ids: readonly number[]): ProductSummary[] {
  const index = new Map(snapshot.products.map((product) => [product.id, product]));
  return ids.flatMap((id) => {
    const product = index.get(id);
    return product ? [product.summary] : [];
  });
}

export function homeSections(snapshot: CatalogueSnapshot, week: string): HomeSections {
  return {
    topSelling: bestSelling(snapshot, (product) => juices.has(product.category)),
    specialOfToday: byIds(snapshot, snapshot.specials.get(snapshot.day) ?? []),
    specialOfWeek: byIds(snapshot, snapshot.specials.get(week) ?? []),
    mostSelling: bestSelling(snapshot, () => true),
    newArrival: [...snapshot.products]
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .slice(0, SECTION_SIZE)
      .map((product) => product.summary),
  };
}

export function similarProducts(snapshot: CatalogueSnapshot, product: CatalogueProduct): ProductSummary[] {
  return snapshot.products
    .filter((candidate) => candidate.category === product.category && candidate.id !== product.id)
    .sort((a, b) => b.ratingTenths - a.ratingTenths || a.id - b.id)
    .slice(0, SECTION_SIZE)
    .map((candidate) => candidate.summary);
}

export function alsoBought(snapshot: CatalogueSnapshot, product: CatalogueProduct): ProductSummary[] {
  return byIds(snapshot, (snapshot.alsoBought.get(product.id) ?? []).slice(0, SECTION_SIZE));
}
