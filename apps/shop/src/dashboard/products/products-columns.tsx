import { Badge } from '@juicyin/ui/badge';
import type { StaffProductSummary } from '@juicyin/contract';
import type { DataTableColumn } from '@juicyin/ui/data-table';
import { Link } from '@juicyin/ui/link';
import { Price } from '@juicyin/ui/price';
import type { PrimitiveType } from 'intl-messageformat';
import type { Language, MessageKey } from '../../i18n/messages.ts';
import { dashboardProductPath } from '../dashboard-paths.ts';

type Translate = (key: MessageKey, values?: Record<string, PrimitiveType>) => string;

/** A product's lowest to highest variant price, each through the kit's `Price` (one price when they are the same). */
export function PriceRange({ product }: { readonly product: Pick<StaffProductSummary, 'minPrice' | 'maxPrice'> }) {
  if (product.minPrice === product.maxPrice) return <Price amount={product.minPrice} size="sm" />;
  return (
    <span className="staff-products__range">
      <Price amount={product.minPrice} size="sm" />
      <span aria-hidden="true">–</span>
      <Price amount={product.maxPrice} size="sm" />
    </span>
  );
}

/** The product list's columns: its name (a link to its editor) in the page's language, then the server's figures. */
export function productsColumns(t: Translate, language: Language): readonly DataTableColumn<StaffProductSummary>[] {
  return [
    {
      id: 'name',
      header: t('dashboard.products.column.name'),
      value: (product) => product.name[language],
      cell: (product) => (
        <>
          <Link href={dashboardProductPath(product.slug)} variant="standalone">
            {product.name[language]}
          </Link>
          {product.archived ? (
            <>
              {' '}
              <Badge tone="neutral" size="sm">
                {t('dashboard.products.archivedBadge')}
              </Badge>
            </>
          ) : null}
        </>
      ),
      sortable: false,
      hideable: false,
    },
    {
      id: 'category',
      header: t('dashboard.products.column.category'),
      value: (product) => t(`category.${product.category}`),
      sortable: false,
    },
    {
      id: 'variants',
      header: t('dashboard.products.column.variants'),
      value: (product) => product.variantCount,
      align: 'end',
      sortable: false,
    },
    {
      id: 'price',
      header: t('dashboard.products.column.price'),
      value: (product) => product.minPrice,
      cell: (product) => <PriceRange product={product} />,
      align: 'end',
      sortable: false,
    },
    {
      id: 'stock',
      header: t('dashboard.products.column.stock'),
      value: (product) => t(`dashboard.products.stock.${product.stock}`),
      cell: (product) => (
        <span className="staff-products__stock" data-stock={product.stock}>
          {t(`dashboard.products.stock.${product.stock}`)}
        </span>
      ),
      sortable: false,
    },
    {
      id: 'sale',
      header: t('dashboard.products.column.sale'),
      value: (product) => t(product.onSale ? 'dashboard.products.onSale' : 'dashboard.products.notOnSale'),
      sortable: false,
    },
  ];
}
