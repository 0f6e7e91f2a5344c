import type { StoreSettings } from '@juicyin/contract';
import { divIcon, type Marker as LeafletMarker } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { coordinate, type Location } from './location.ts';
import './location-map.css';

/*
 * The address map: Leaflet in a chunk of its own with its CSS, loaded only when the shopper opens
 * the map (see ./map-loader.tsx). The pin is placed by a click, dragged, or focused and moved with
 * the arrow keys; the picker around it announces where it is.
 */

export interface LocationMapProps {
  readonly tiles: StoreSettings['mapTiles'];
  readonly position: Location;
  readonly onMove: (location: Location) => void;
  readonly onTilesFailed: () => void;
}

/** Pixels the pin moves per arrow key; with Shift, five times as far. */
const STEP = 10;
const arrows: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

const pinIcon = divIcon({
  className: 'shop-location-map__pin',
  html: '<svg viewBox="0 0 24 32" width="32" height="42" aria-hidden="true" focusable="false"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 20 12 20s12-11 12-20C24 5.4 18.6 0 12 0z"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 42],
});

/** The store's attribution is plain text: Leaflet writes attributions as HTML. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A click on the map places the pin there; the map keeps the pin in view when it moves. */
function MapBehaviour({ position, onMove }: Pick<LocationMapProps, 'position' | 'onMove'>) {
  const map = useMap();
  const label = useMessages()('account.addresses.map.label');
  useMapEvents({ click: (event) => onMove({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'group');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  useEffect(() => {
    map.panInside([position.lat, position.lng], { padding: [48, 48] });
  }, [map, position]);
  return null;
}

/** The pin: draggable, focusable (a button to assistive technology), moved by the arrow keys. */
function Pin({ position, onMove }: Pick<LocationMapProps, 'position' | 'onMove'>) {
  const t = useMessages();
  const map = useMap();
  const marker = useRef<LeafletMarker>(null);
  const label = t('account.addresses.map.pin', { lat: coordinate(position.lat), lng: coordinate(position.lng) });

  useEffect(() => {
    marker.current?.getElement()?.setAttribute('aria-label', label);
  }, [label]);

  useEffect(() => {
    const element = marker.current?.getElement();
    if (!element) return undefined;
    element.focus();
    const onKey = (event: KeyboardEvent) => {
      const arrow = arrows[event.key];
      if (!arrow || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      event.stopPropagation();
      const current = marker.current?.getLatLng();
      if (!current) return;
      const step = event.shiftKey ? STEP * 5 : STEP;
      const point = map.latLngToContainerPoint(current).add([arrow[0] * step, arrow[1] * step]);
      const next = map.containerPointToLatLng(point);
      onMove({ lat: next.lat, lng: next.lng });
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [map, onMove]);

  return (
    <Marker
      ref={marker}
      position={[position.lat, position.lng]}
      icon={pinIcon}
      draggable
      keyboard
      autoPanOnFocus
      eventHandlers={{
        dragend: (event) => {
          const next = (event.target as LeafletMarker).getLatLng();
          onMove({ lat: next.lat, lng: next.lng });
        },
      }}
    />
  );
}

/** The map with the pin at `position`; every move is reported through `onMove`. */
export function LocationMap({ tiles, position, onMove, onTilesFailed }: LocationMapProps) {
  const t = useMessages();
  return (
    // A map is not mirrored for a right-to-left language: east stays on the right.
    <div className="shop-location-map" dir="ltr">
      <MapContainer
        className="shop-location-map__map"
        center={[position.lat, position.lng]}
        zoom={15}
        zoomControl={false}
        keyboard
      >
        <TileLayer
          url={tiles.url}
          attribution={escapeHtml(tiles.attribution)}
          eventHandlers={{ tileerror: onTilesFailed }}
        />
        <ZoomControl
          position="topleft"
          zoomInTitle={t('account.addresses.map.zoomIn')}
          zoomOutTitle={t('account.addresses.map.zoomOut')}
        />
        <MapBehaviour position={position} onMove={onMove} />
        <Pin position={position} onMove={onMove} />
      </MapContainer>
    </div>
  );
}
