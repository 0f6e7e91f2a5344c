import type { Address } from '@juicyin/contract';

export type Location = NonNullable<Address['location']>;

/** Where the map opens when the address has no location yet: central Riyadh. */
export const RIYADH: Location = { lat: 24.7136, lng: 46.6753 };

/** A coordinate as the shopper reads it: five decimals (about a metre), Latin digits. */
export const coordinate = (value: number) => value.toFixed(5);

/** A location rounded to what the shopper is shown, so what is saved is what was read out. */
export const rounded = (location: Location): Location => ({
  lat: Number(coordinate(location.lat)),
  lng: Number(coordinate(location.lng)),
});
