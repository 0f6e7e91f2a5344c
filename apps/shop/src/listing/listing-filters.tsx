import { Button } from '@juicyin/ui/button';
import { ChevronDownIcon, FilterIcon } from '@juicyin/ui/icons';
import { type ReactNode, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useMessages } from '../i18n/messages-provider.tsx';
import { HydrateWhenNear } from '../server/hydrate-when-near.tsx';

export interface ListingFiltersProps {
  /** How many filters are chosen ("Filters (2)"); undefined while the list loads. */
  readonly chosen?: number | undefined;
  /** How many products the filters leave, from the API's answer ("Show 4 products"); undefined while it loads. */
  readonly total?: number | undefined;
  /** After "Show n products": the page takes the shopper to its results. */
  readonly onShowResults: () => void;
  /** The filter panel (or its placeholder while the list loads). */
  readonly children: ReactNode;
}

/**
 * The listing's filters. Beside the products on a wide screen; on a phone, behind a "Filters"
 * button (a disclosure) so the products start on the first screen, with "Show n products" at the
 * panel's end. The panel is hydrated when it comes near the viewport: a phone's closed panel waits
 * until it is opened (or the browser is idle), so taking the page over does not build its choices.
 */
export function ListingFilters({ chosen, total, onShowResults, children }: ListingFiltersProps) {
  const t = useMessages();
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <aside className="shop-listing__filters" aria-label={t('listing.filter.title')} data-expanded={expanded}>
      <Button
        variant="secondary"
        className="shop-listing__filters-toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onPress={() => {
          setExpanded(!expanded);
        }}
      >
        <FilterIcon />
        {t('listing.filter.toggle', { count: chosen ?? 0 })}
        <ChevronDownIcon className="shop-listing__filters-chevron" />
      </Button>
      <div id={panelId} className="shop-listing__filters-panel">
        <HydrateWhenNear>{children}</HydrateWhenNear>
        {total === undefined ? null : (
          <Button
            className="shop-listing__filters-done"
            fullWidth
            onPress={() => {
              // Closed first, so the results are where the page takes the shopper.
              flushSync(() => {
                setExpanded(false);
              });
              onShowResults();
            }}
          >
            {t('listing.filter.showResults', { count: total })}
          </Button>
        )}
      </div>
    </aside>
  );
}
