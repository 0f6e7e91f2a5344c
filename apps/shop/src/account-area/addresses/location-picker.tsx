import { Button } from '@juicyin/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useApiClient } from '../../api-client.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { storeSettingsQuery } from '../../shell/store-settings.ts';
import type { LocationMap } from './location-map.tsx';
import { coordinate, type Location, RIYADH, rounded } from './location.ts';
import { useMapLoader } from './map-loader.tsx';

type MapState =
  | { readonly status: 'closed' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'open'; readonly Map: typeof LocationMap };

type Locating = 'idle' | 'busy' | 'failed';

export interface LocationPickerProps {
  /** The location the address will be saved with; null when not set. */
  readonly value: Location | null;
  readonly onChange: (location: Location | null) => void;
}

/**
 * 'Location on the map' in the address form: whether a location is set, and the map to set it
 * (its code fetched when first opened). Without the map — its code or the store's settings failed
 * to load, or its tiles do not come — the address still saves, with no location.
 */
export function LocationPicker({ value, onChange }: LocationPickerProps) {
  const t = useMessages();
  const client = useApiClient();
  const load = useMapLoader();
  const headingId = useId();
  const [state, setState] = useState<MapState>({ status: 'closed' });
  const [draft, setDraft] = useState<Location>(value ?? RIYADH);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [locating, setLocating] = useState<Locating>('idle');
  const settings = useQuery({ ...storeSettingsQuery(client), enabled: state.status !== 'closed' });
  const actions = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (state.status !== 'closed' || !returnFocus.current) return;
    returnFocus.current = false;
    actions.current?.querySelector('button')?.focus();
  }, [state.status]);

  const open = () => {
    setDraft(value ?? RIYADH);
    setTilesFailed(false);
    setLocating('idle');
    setState({ status: 'loading' });
    if (settings.isError) void settings.refetch();
    load().then(
      (chunk) => setState({ status: 'open', Map: chunk.LocationMap }),
      () => setState({ status: 'failed' }),
    );
  };
  const close = () => {
    returnFocus.current = true;
    setState({ status: 'closed' });
  };
  const locateMe = () => {
    if (!('geolocation' in navigator)) {
      setLocating('failed');
      return;
    }
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        setDraft({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);

  const failed = state.status === 'failed' || (state.status !== 'closed' && settings.isError);
  const tiles = settings.data?.mapTiles;

  return (
    <section className="shop-addresses__location" aria-labelledby={headingId}>
      <h3 id={headingId} className="shop-addresses__location-heading">
        {t('account.addresses.location.heading')}
      </h3>
      <p className="shop-addresses__location-state">
        {value
          ? t('account.addresses.location.set', { lat: coordinate(value.lat), lng: coordinate(value.lng) })
          : t('account.addresses.location.notSet')}
      </p>
      {failed ? (
        <p role="alert" className="shop-addresses__location-problem">
          {t('account.addresses.map.failed')}
        </p>
      ) : null}
      {state.status === 'open' && tiles && !failed ? (
        <div className="shop-addresses__map">
          <state.Map tiles={tiles} position={draft} onMove={setDraft} onTilesFailed={onTilesFailed} />
          <p role="status" className="shop-addresses__map-at">
            {t('account.addresses.map.at', { lat: coordinate(draft.lat), lng: coordinate(draft.lng) })}
          </p>
          {tilesFailed ? (
            <p role="alert" className="shop-addresses__location-problem">
              {t('account.addresses.map.tilesFailed')}
            </p>
          ) : null}
          {locating === 'failed' ? (
            <p role="alert" className="shop-addresses__location-problem">
              {t('account.addresses.map.locateFailed')}
            </p>
          ) : null}
          <div className="shop-addresses__map-actions">
            <Button variant="secondary" size="sm" isPending={locating === 'busy'} onPress={locateMe}>
              {locating === 'busy' ? t('account.addresses.map.locating') : t('account.addresses.map.useMine')}
            </Button>
            <Button
              variant="primary"
              size="sm"
              onPress={() => {
                onChange(rounded(draft));
                close();
              }}
            >
              {t('account.addresses.map.confirm')}
            </Button>
            <Button variant="ghost" size="sm" onPress={close}>
              {t('account.addresses.map.cancel')}
            </Button>
          </div>
        </div>
      ) : state.status !== 'closed' && !failed ? (
        <p role="status" aria-busy="true" className="shop-addresses__map-loading">
          {t('account.addresses.map.loading')}
        </p>
      ) : (
        <div ref={actions} className="shop-addresses__location-actions">
          <Button variant="secondary" size="sm" onPress={open}>
            {failed
              ? t('account.addresses.map.retry')
              : value
                ? t('account.addresses.location.change')
                : t('account.addresses.location.open')}
          </Button>
          {value ? (
            <Button variant="ghost" size="sm" onPress={() => onChange(null)}>
              {t('account.addresses.location.remove')}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}
