import { Button } from '@juicyin/ui/button';
import { TextField } from '@juicyin/ui/text-field';
import { useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import type { CouponsView } from './coupons-view.ts';

export interface CouponsFiltersProps {
  readonly view: CouponsView;
  /** A new search (back to page 1). */
  readonly onChange: (patch: Partial<CouponsView>) => void;
  readonly onClear: () => void;
}

/** The list's search by part of the code, applied when sent (Enter or the button). */
export function CouponsFilters({ view, onChange, onClear }: CouponsFiltersProps) {
  const t = useMessages();
  const [draft, setDraft] = useState({ for: view.q, text: view.q ?? '' });
  // The address changed the search (Back, Clear): the field follows it.
  const search = draft.for === view.q ? draft.text : (view.q ?? '');
  return (
    <form
      className="staff-coupons-filters"
      aria-label={t('dashboard.coupons.filters')}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: search.trim() || undefined });
      }}
    >
      <div className="staff-coupons-filters__search">
        <TextField
          label={t('dashboard.coupons.filter.search')}
          description={t('dashboard.coupons.filter.searchHint')}
          type="search"
          value={search}
          maxLength={30}
          inputProps={{ dir: 'ltr' }}
          onChange={(text) => setDraft({ for: view.q, text })}
        />
        <Button type="submit" variant="primary">
          {t('dashboard.coupons.filter.apply')}
        </Button>
        <Button variant="ghost" onPress={onClear}>
          {t('dashboard.coupons.filter.clear')}
        </Button>
      </div>
    </form>
  );
}
