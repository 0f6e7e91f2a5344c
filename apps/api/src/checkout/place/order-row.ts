import { randomInt } from 'node:crypto';
import { formatOrderNumber, ORDER_CODE_SPACE, type Totals } from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../database.ts';
import { query } from '../../orders/sql.ts';
import type { OrderRow } from '../../orders/view.ts';
import type { AddressRow } from '../pricing-inputs.ts';

export interface NewOrder {
  readonly shopperId: string;
  readonly language: 'en' | 'ar';
  readonly address: AddressRow;
  readonly zoneKey: string;
  readonly paymentMethod: 'card' | 'cod' | 'wallet';
  readonly coupon: { id: number; code: string } | null;
  readonly totals: Totals;
  readonly placedAt: Date;
}

/** The address as the order keeps it: a snapshot, so later edits of the address leave the order alone. */
function addressSnapshot(address: AddressRow) {
  return {
    firstName: address.first_name,
    lastName: address.last_name,
    mobile: address.mobile,
    buildingNumber: address.building_number,
    street: address.street,
    district: address.district,
    city: address.city,
    region: address.region,
    postalCode: address.postal_code,
    additionalNumber: address.additional_number,
    shortAddress: address.short_address,
    type: address.type,
    // For the staff who deliver it (the shopper's order shows the address without it).
    location: address.lat !== null && address.lng !== null ? { lat: address.lat, lng: address.lng } : null,
  };
}

/**
 * Writes the order's row, 'placed', with its totals and address snapshot, under a fresh order
 * number: a random code of the day, drawn again when taken (at most 10 draws).
 */
export async function insertOrder(tx: Database, order: NewOrder): Promise<OrderRow> {
  const { totals } = order;
  const address = JSON.stringify(addressSnapshot(order.address));
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const number = formatOrderNumber(order.placedAt, randomInt(ORDER_CODE_SPACE));
    const [row] = await query<OrderRow>(
      tx,
      sql`insert into orders (number, shopper_id, status, language, address, zone_key, payment_method, coupon_id,
                              coupon_code, sub_total, coupon_discount, points_redeemed, point_discount, cod_fee,
                              shipping, wallet_applied, grand_total, vat, points_earned, placed_at)
          values (${number}, ${order.shopperId}, 'placed', ${order.language}, ${address}::jsonb,
                  ${order.zoneKey}, ${order.paymentMethod}, ${order.coupon?.id ?? null}, ${order.coupon?.code ?? null},
                  ${totals.subTotal}, ${totals.couponDiscount}, ${totals.pointsRedeemed}, ${totals.pointDiscount},
                  ${totals.codFee}, ${totals.shipping}, ${totals.walletApplied}, ${totals.grandTotal},
                  ${totals.vat}, ${totals.pointsEarned}, ${order.placedAt})
          on conflict (number) do nothing returning *`,
    );
    if (row) return row;
  }
  throw new Error('No free order number after 10 draws');
}
