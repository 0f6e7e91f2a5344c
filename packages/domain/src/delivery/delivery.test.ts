import { describe, expect, it } from 'vitest';
import { sar } from '../money/index.ts';
import {
  COD_UNAVAILABLE_REASON,
  codAvailability,
  DEFAULT_DELIVERY_ZONES,
  deliverability,
  type DeliveryZone,
  zoneForCity,
} from './delivery.ts';

const zones: DeliveryZone[] = [
  ...DEFAULT_DELIVERY_ZONES,
  { id: 'jeddah', cities: ['Jeddah', 'Jiddah', 'جدة'], fee: sar('25.00') },
];

describe('delivery zones', () => {
  it('serve Riyadh with free shipping, however the city is written', () => {
    for (const city of ['Riyadh', ' riyadh ', 'RIYADH', 'الرياض', 'الرِّياض']) {
      expect(deliverability(DEFAULT_DELIVERY_ZONES, { city })).toMatchObject({ deliverable: true, fee: 0 });
    }
  });

  it('charge the zone fee elsewhere, and match Arabic letter variants', () => {
    expect(deliverability(zones, { city: 'جده' })).toMatchObject({ deliverable: true, fee: 2500 });
    expect(zoneForCity(zones, 'jiddah')?.id).toBe('jeddah');
  });

  it('refuse a city that is not served and say which cities are', () => {
    expect(deliverability(zones, { city: 'Dammam' })).toEqual({
      deliverable: false,
      reason: 'not_served',
      servedCities: ['Riyadh', 'Jeddah'],
    });
    expect(zoneForCity(zones, '')).toBeUndefined();
  });
});

describe('cash on delivery', () => {
  it('is unavailable by default with the pandemic reason', () => {
    expect(COD_UNAVAILABLE_REASON).toBe('Cash on delivery is unavailable due to the pandemic');
    expect(codAvailability()).toEqual({ available: false, reason: COD_UNAVAILABLE_REASON });
    expect(codAvailability({ enabled: false })).toEqual({ available: false, reason: COD_UNAVAILABLE_REASON });
    expect(codAvailability({ enabled: false, reason: 'Not in Ramadan' })).toEqual({
      available: false,
      reason: 'Not in Ramadan',
    });
  });

  it('is available with its fee when the store enables it', () => {
    expect(codAvailability({ enabled: true, fee: sar('5.00') })).toEqual({ available: true, fee: 500 });
    expect(codAvailability({ enabled: true })).toEqual({ available: true, fee: 0 });
  });
});
