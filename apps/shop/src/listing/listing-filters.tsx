import type { ProductList } from '@juicyin/contract';
import { formatMoney } from '@juicyin/domain';
import { Checkbox } from '@juicyin/ui/checkbox';
import { Radio, RadioGroup } from '@juicyin/ui/radio-group';
import { RangeSlider } from '@juicyin/ui/range-slider';
import { type FilterChanges, listValues, type ListingParam } from '../catalogue/listing-params.ts';
import { useDisplayPrice } from '../catalogue/display-price.ts';
import { intlLocales } from '../i18n/messages.ts';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';

type Facets = ProductList['facets'];
type FacetList = Facets['flavours'];

export interface ListingFiltersProps {
  readonly facets: Facets;
  /** The listing's current URL search (what is chosen). */
  readonly search: URLSearchParams;
  /** The category the list shows (from the URL or the route's default). */
  readonly category: string | undefined;
  readonly chooseCategory: boolean;
  readonly onChange: (changes: FilterChanges) => void;
}

/** The listing's filters; every choice goes to the URL through `onChange`. */
export function ListingFilters({ facets, search, category, chooseCategory, onChange }: ListingFiltersProps) {
  const t = useMessages();
  const language = useLanguage();
  const withCount = (label: string, count: number) => t('listing.filter.withCount', { label, count });

  function checkboxes(name: ListingParam, legend: string, facet: FacetList) {
    const chosen = listValues(search, name);
    if (facet.length === 0) return null;
    return (
      <fieldset className="shop-listing-filters__group">
        <legend className="shop-listing-filters__legend">{legend}</legend>
        {facet.map((option) => (
          <Checkbox
            key={option.value}
            isSelected={chosen.includes(option.value)}
            onChange={(selected) => {
              onChange({
                [name]: selected ? [...chosen, option.value] : chosen.filter((value) => value !== option.value),
              });
            }}
          >
            {withCount(option.label[language], option.count)}
          </Checkbox>
        ))}
      </fieldset>
    );
  }

  return (
    <div className="shop-listing-filters">
      {chooseCategory ? (
        <RadioGroup
          label={t('listing.filter.category')}
          value={category ?? ''}
          onChange={(value) => {
            onChange({ category: value === '' ? null : value });
          }}
        >
          {facets.categories.map((option) => (
            <Radio key={option.value} value={option.value}>
              {withCount(option.label[language], option.count)}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      {checkboxes('flavour', t('listing.filter.flavour'), facets.flavours)}
      {checkboxes('material', t('listing.filter.material'), facets.materials)}
      {checkboxes('size', t('listing.filter.size'), facets.sizes)}
      <PriceFilter facets={facets} search={search} onChange={onChange} />
      <RadioGroup
        label={t('listing.filter.sale')}
        value={search.get('sale') ?? 'all'}
        onChange={(value) => {
          onChange({ sale: value === 'all' ? null : value });
        }}
      >
        <Radio value="all">{t('listing.filter.saleAll')}</Radio>
        <Radio value="sale">{withCount(t('listing.filter.onSale'), facets.sale.sale)}</Radio>
        <Radio value="regular">{withCount(t('listing.filter.regularPrice'), facets.sale.regular)}</Radio>
      </RadioGroup>
    </div>
  );
}

function PriceFilter({ facets, search, onChange }: Pick<ListingFiltersProps, 'facets' | 'search' | 'onChange'>) {
  const t = useMessages();
  const locale = intlLocales[useLanguage()];
  const display = useDisplayPrice();
  const { min, max } = facets.price;
  if (max <= min) return null;
  const clamp = (value: number) => Math.min(max, Math.max(min, value));
  const chosenMin = clamp(Number(search.get('minPrice') ?? min));
  const chosenMax = clamp(Number(search.get('maxPrice') ?? max));
  return (
    <RangeSlider
      // A new range from the API (other filters) or the URL starts the thumbs afresh.
      key={`${String(min)}-${String(max)}-${String(chosenMin)}-${String(chosenMax)}`}
      label={t('listing.filter.price')}
      minValue={min}
      maxValue={max}
      step={50}
      defaultValue={[chosenMin, chosenMax]}
      formatValue={(value) => {
        const shown = display(value);
        const text = formatMoney(shown.price, { locale, currency: shown.currency }).text;
        return shown.currency === 'SAR' ? text : `≈ ${text}`;
      }}
      onChangeEnd={(value) => {
        const [low = min, high = max] = value;
        onChange({ minPrice: low > min ? String(low) : null, maxPrice: high < max ? String(high) : null });
      }}
    />
  );
}
