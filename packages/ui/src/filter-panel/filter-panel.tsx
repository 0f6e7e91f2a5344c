import { formatMoney } from '@juicyin/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { useId } from 'react';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { Button } from '../button/index.ts';
import { Checkbox } from '../checkbox/index.ts';
import { formatNumber, type MessageTable, useMessages } from '../messages/index.ts';
import { Radio, RadioGroup } from '../radio-group/index.ts';
import { RangeSlider } from '../range-slider/index.ts';
import '../theme/tokens.css';
import './filter-panel.css';

/** One choice of a facet, with how many products it would show. */
export interface FacetOption {
  readonly id: string;
  readonly label: string;
  readonly count?: number;
}

/** The listing's filter state (PRODUCT.md §2); the shop keeps it in the URL. */
export interface FilterValue {
  readonly category?: string;
  readonly flavours: readonly string[];
  readonly materials: readonly string[];
  readonly sizes: readonly string[];
  /** Price range in halalas, [min, max]. */
  readonly price: readonly [number, number];
  readonly sale: readonly ('sale' | 'regular')[];
}

export interface FilterFacets {
  readonly categories?: readonly FacetOption[];
  readonly flavours: readonly FacetOption[];
  readonly materials: readonly FacetOption[];
  readonly sizes: readonly FacetOption[];
  /** The cheapest and dearest product in halalas: the slider's ends. */
  readonly priceBounds: readonly [number, number];
  readonly sale: readonly (FacetOption & { readonly id: 'sale' | 'regular' })[];
}

export interface FilterPanelMessages {
  readonly title: string;
  readonly category: string;
  readonly flavour: string;
  readonly material: string;
  readonly size: string;
  readonly price: string;
  readonly sale: string;
  readonly clear: string;
  readonly withCount: (label: string, count: string) => string;
}

export const filterPanelMessages: MessageTable<FilterPanelMessages, 'filterPanel'> = {
  name: 'filterPanel',
  en: {
    title: 'Filters',
    category: 'Category',
    flavour: 'Flavour',
    material: 'Material',
    size: 'Size',
    price: 'Price',
    sale: 'Sale',
    clear: 'Clear filters',
    withCount: (label, count) => `${label} (${count})`,
  },
  ar: {
    title: 'التصفية',
    category: 'الفئة',
    flavour: 'النكهة',
    material: 'الخامة',
    size: 'الحجم',
    price: 'السعر',
    sale: 'التخفيضات',
    clear: 'مسح التصفية',
    withCount: (label, count) => `${label} (${count})`,
  },
};

export const filterPanelStyles = cva('jui-filter-panel', {
  variants: { tone: { plain: 'jui-filter-panel--plain', card: 'jui-filter-panel--card' } },
  defaultVariants: { tone: 'card' },
});

export interface FilterPanelProps extends VariantProps<typeof filterPanelStyles> {
  readonly facets: FilterFacets;
  readonly value: FilterValue;
  readonly onChange: (value: FilterValue) => void;
  /** Called by "Clear filters". */
  readonly onClear?: () => void;
  readonly messages?: Partial<FilterPanelMessages>;
  readonly className?: string;
}

const toggle = <T extends string>(list: readonly T[], id: T, on: boolean): T[] =>
  on ? [...list.filter((item) => item !== id), id] : list.filter((item) => item !== id);

/**
 * The listing's filters: category, flavour, material, size and sale with their counts, and the
 * price range (the kit's RangeSlider, prices through the domain). Controlled: the shop keeps the
 * value in the URL and passes it back.
 */
export function FilterPanel({
  facets,
  value,
  onChange,
  onClear,
  tone,
  messages: overrides,
  className,
}: FilterPanelProps) {
  const { locale } = useLocale();
  const messages = useMessages(filterPanelMessages, overrides);
  const titleId = useId();
  const label = (option: FacetOption) =>
    option.count === undefined ? option.label : messages.withCount(option.label, formatNumber(locale, option.count));
  const group = (key: 'flavours' | 'materials' | 'sizes', legend: string, options: readonly FacetOption[]) =>
    options.length === 0 ? null : (
      <fieldset className="jui-filter-panel__group">
        <legend className="jui-filter-panel__legend">{legend}</legend>
        {options.map((option) => (
          <Checkbox
            key={option.id}
            isSelected={value[key].includes(option.id)}
            onChange={(on) => {
              onChange({ ...value, [key]: toggle(value[key], option.id, on) });
            }}
          >
            {label(option)}
          </Checkbox>
        ))}
      </fieldset>
    );

  return (
    <section
      data-slot="filter-panel"
      data-variant={tone ?? 'card'}
      className={filterPanelStyles({ tone, className })}
      aria-labelledby={titleId}
    >
      <div className="jui-filter-panel__header">
        <h2 id={titleId} className="jui-filter-panel__title">
          {messages.title}
        </h2>
        {onClear ? (
          <Button variant="ghost" size="sm" onPress={onClear}>
            {messages.clear}
          </Button>
        ) : null}
      </div>
      {facets.categories && facets.categories.length > 0 ? (
        <RadioGroup
          label={messages.category}
          value={value.category ?? null}
          onChange={(category) => {
            onChange({ ...value, category });
          }}
        >
          {facets.categories.map((option) => (
            <Radio key={option.id} value={option.id}>
              {label(option)}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      {group('flavours', messages.flavour, facets.flavours)}
      {group('materials', messages.material, facets.materials)}
      {group('sizes', messages.size, facets.sizes)}
      <RangeSlider
        label={messages.price}
        minValue={facets.priceBounds[0]}
        maxValue={facets.priceBounds[1]}
        step={100}
        value={[...value.price]}
        onChange={(range) => {
          const [min = facets.priceBounds[0], max = facets.priceBounds[1]] = range;
          onChange({ ...value, price: [min, max] });
        }}
        formatValue={(halalas) => formatMoney(halalas, { locale }).text}
      />
      {facets.sale.length > 0 ? (
        <fieldset className="jui-filter-panel__group">
          <legend className="jui-filter-panel__legend">{messages.sale}</legend>
          {facets.sale.map((option) => (
            <Checkbox
              key={option.id}
              isSelected={value.sale.includes(option.id)}
              onChange={(on) => {
                onChange({ ...value, sale: toggle(value.sale, option.id, on) });
              }}
            >
              {label(option)}
            </Checkbox>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}
