import { STAFF_PRODUCT_STOCK } from '@juicyin/contract';
import { CATEGORIES } from '@juicyin/domain';
import { Button } from '@juicyin/ui/button';
import { NativeSelect } from '@juicyin/ui/native-select';
import { TextField } from '@juicyin/ui/text-field';
import { useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import type { ProductsView } from './products-view.ts';

export interface ProductsFiltersProps {
  readonly view: ProductsView;
  /** A new view (filters changed: back to page 1). */
  readonly onChange: (patch: Partial<ProductsView>) => void;
  readonly onClear: () => void;
}

const ANY = '';

/**
 * The list's filters: category, stock and sale apply at once; the search (a name in either
 * language, the slug or a SKU) applies when sent (Enter or the button).
 */
export function ProductsFilters({ view, onChange, onClear }: ProductsFiltersProps) {
  const t = useMessages();
  const [draft, setDraft] = useState({ for: view.q, text: view.q ?? '' });
  // The address changed the search (Back, Clear): the field follows it.
  const search = draft.for === view.q ? draft.text : (view.q ?? '');
  const any = { id: ANY, label: t('dashboard.products.filter.any') };
  return (
    <form
      className="staff-products-filters"
      aria-label={t('dashboard.products.filters')}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: search.trim() || undefined });
      }}
    >
      <div className="staff-products-filters__search">
        <TextField
          label={t('dashboard.products.filter.search')}
          description={t('dashboard.products.filter.searchHint')}
          type="search"
          value={search}
          maxLength={80}
          onChange={(text) => setDraft({ for: view.q, text })}
        />
        <Button type="submit" variant="primary">
          {t('dashboard.products.filter.apply')}
        </Button>
      </div>
      <NativeSelect
        label={t('dashboard.products.filter.category')}
        value={view.category ?? ANY}
        options={[any, ...CATEGORIES.map((category) => ({ id: category, label: t(`category.${category}`) }))]}
        onChange={(category) => onChange({ category: CATEGORIES.find((each) => each === category) })}
      />
      <NativeSelect
        label={t('dashboard.products.filter.stock')}
        value={view.stock ?? ANY}
        options={[
          any,
          ...STAFF_PRODUCT_STOCK.map((stock) => ({ id: stock, label: t(`dashboard.products.stock.${stock}`) })),
        ]}
        onChange={(stock) => onChange({ stock: STAFF_PRODUCT_STOCK.find((each) => each === stock) })}
      />
      <NativeSelect
        label={t('dashboard.products.filter.sale')}
        value={view.sale === undefined ? ANY : String(view.sale)}
        options={[
          any,
          { id: 'true', label: t('dashboard.products.sale.true') },
          { id: 'false', label: t('dashboard.products.sale.false') },
        ]}
        onChange={(sale) => onChange({ sale: sale === 'true' ? true : sale === 'false' ? false : undefined })}
      />
      <NativeSelect
        label={t('dashboard.products.filter.archived')}
        value={view.archived === undefined ? ANY : String(view.archived)}
        options={[
          { id: ANY, label: t('dashboard.products.filter.archived.any') },
          { id: 'false', label: t('dashboard.products.filter.archived.false') },
          { id: 'true', label: t('dashboard.products.filter.archived.true') },
        ]}
        onChange={(archived) =>
          onChange({ archived: archived === 'true' ? true : archived === 'false' ? false : undefined })
        }
      />
      <Button variant="ghost" onPress={onClear} className="staff-products-filters__clear">
        {t('dashboard.products.filter.clear')}
      </Button>
    </form>
  );
}
