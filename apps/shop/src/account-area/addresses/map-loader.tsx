import { createContext, useContext } from 'react';

/** The map's own chunk (Leaflet and its CSS), fetched the first time a shopper opens the map. */
export const loadLocationMap = () => import('./location-map.tsx');

export type LocationMapLoader = typeof loadLocationMap;

const MapLoaderContext = createContext<LocationMapLoader>(loadLocationMap);

/** Stories swap the loader (a chunk that fails to load) through this provider. */
export const MapLoaderProvider = MapLoaderContext.Provider;

export const useMapLoader = () => useContext(MapLoaderContext);
