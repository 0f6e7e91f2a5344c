import { Button } from '@juicyin/ui/button';
import { DateField, parseDate } from '@juicyin/ui/date-field';
import { NativeSelect } from '@juicyin/ui/native-select';
import { TextField } from '@juicyin/ui/text-field';
import { useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { ORDER_STATUSES, type OrdersView, PAYMENT_METHODS } from './orders-query-params.ts';

export interface OrdersFiltersProps {
  readonly view: OrdersView;
  /** The zones to choose from (every order's city). */
  readonly cities: readonly string[];
  /** A new view (filters changed: back to page 1). */
  readonly onChange: (patch: Partial<OrdersView>) => void;
  readonly onClear: () => void;
}

const ANY = '';

/**
 * The table's filters: status, the days placed (from, to), zone and payment apply at once; the
 * search (order number, shopper's name or e-mail) applies when sent (Enter or the button).
 */
export function OrdersFilters({ view, cities, onChange, onClear }: OrdersFiltersProps) {
  const t = useMessages();
  const [draft, setDraft] = useState({ for: view.q, text: view.q ?? '' });
  // The address changed the search (back, Clear): the field follows it.
  const search = draft.for === view.q ? draft.text : (view.q ?? '');
  const any = { id: ANY, label: t('dashboard.orders.filter.any') };
  const badRange = Boolean(view.placedFrom && view.placedTo && view.placedFrom > view.placedTo);
  const zones = view.city && !cities.includes(view.city) ? [view.city, ...cities] : cities;
  return (
    <form
      className="shop-orders-filters"
      aria-label={t('dashboard.orders.filters')}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: search.trim() || undefined });
      }}
    >
      <NativeSelect
        label={t('dashboard.orders.filter.status')}
        value={view.status ?? ANY}
        options={[any, ...ORDER_STATUSES.map((status) => ({ id: status, label: t(`dashboard.status.${status}`) }))]}
        onChange={(status) => onChange({ status: ORDER_STATUSES.find((each) => each === status) })}
      />
      <DateField
        label={t('dashboard.orders.filter.from')}
        value={view.placedFrom ? parseDate(view.placedFrom) : null}
        onChange={(day) => onChange({ placedFrom: day?.toString() })}
      />
      <DateField
        label={t('dashboard.orders.filter.to')}
        value={view.placedTo ? parseDate(view.placedTo) : null}
        onChange={(day) => onChange({ placedTo: day?.toString() })}
        isInvalid={badRange}
        errorMessage={badRange ? t('dashboard.orders.filter.badRange') : undefined}
      />
      <NativeSelect
        label={t('dashboard.orders.filter.city')}
        value={view.city ?? ANY}
        options={[any, ...zones.map((city) => ({ id: city, label: city }))]}
        onChange={(city) => onChange({ city: city || undefined })}
      />
      <NativeSelect
        label={t('dashboard.orders.filter.payment')}
        value={view.payment ?? ANY}
        options={[any, ...PAYMENT_METHODS.map((method) => ({ id: method, label: t(`dashboard.payment.${method}`) }))]}
        onChange={(method) => onChange({ payment: PAYMENT_METHODS.find((each) => each === method) })}
      />
      <div className="shop-orders-filters__search">
        <TextField
          label={t('dashboard.orders.filter.search')}
          description={t('dashboard.orders.filter.searchHint')}
          type="search"
          value={search}
          maxLength={80}
          onChange={(text) => setDraft({ for: view.q, text })}
        />
        <Button type="submit" variant="primary">
          {t('dashboard.orders.filter.apply')}
        </Button>
      </div>
      <Button variant="ghost" onPress={onClear} className="shop-orders-filters__clear">
        {t('dashboard.orders.filter.clear')}
      </Button>
    </form>
  );
}
