import type { Invoice, OrderDetail, OrderList, ReorderResult } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastShopper, givePoints, place, putInBag, stockedVariant } from '../checkout/testing.ts';
import { drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';

vi.setConfig({ testTimeout: 120_000 });

const pointsBySku = (lines: readonly { sku: string; pointsEarned: number }[]) =>
  Object.fromEntries(lines.map((line) => [line.sku, line.pointsEarned]));

describe.each(drivers)("an order's lines and its re-order on %s", (driver) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it("shares the order's points earned over its lines in the detail, the invoice and My Orders", async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const juice = await stockedVariant(server.database, { stock: 5, price: 2300, offset: 0 });
    const smoothie = await stockedVariant(server.database, { stock: 5, price: 1450, offset: 1 });
    const cup = await stockedVariant(server.database, { stock: 5, price: 990, offset: 2 });
    await server.app.catalogue.invalidate();
    await putInBag(server.database, shopper.id, juice.id, 2);
    await putInBag(server.database, shopper.id, smoothie.id, 3);
    await putInBag(server.database, shopper.id, cup.id, 1);
    await givePoints(server.database, shopper.id, 100);

    const placed = await place(shopper, 'line-points', { pointsToRedeem: 100 });
    expect(placed.status).toBe(201);
    // 4600 + 4350 + 990 = 9940, less 100 points (260) = 9680: floor(96.8) = 96 points (Silver).
    expect(placed.body.totals.pointsEarned).toBe(96);
    // By line totals: 44.42, 42.01 and 9.56 → 44, 42, 9; the point left over goes to the largest remainder.
    const expected = { [juice.sku]: 44, [smoothie.sku]: 42, [cup.sku]: 10 };
    expect(pointsBySku(placed.body.lines)).toEqual(expected);

    const detail = await shopper.json<OrderDetail>(`/api/me/orders/${placed.body.number}`);
    expect(pointsBySku(detail.body.lines)).toEqual(expected);
    const invoice = await shopper.json<Invoice>(`/api/me/orders/${placed.body.number}/invoice`);
    expect(pointsBySku(invoice.body.lines)).toEqual(expected);
    expect(invoice.body.lines.reduce((sum, line) => sum + line.pointsEarned, 0)).toBe(invoice.body.totals.pointsEarned);
    const list = await shopper.json<OrderList>('/api/me/orders');
    expect(pointsBySku(list.body.items[0]?.lines ?? [])).toEqual(expected);
  });

  it('lists every line it could not put back in the bag, with why: out of stock, or no longer sold', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const kept = await stockedVariant(server.database, { stock: 5, price: 2000, offset: 3 });
    const soldOut = await stockedVariant(server.database, { stock: 5, price: 2100, offset: 4 });
    const retired = await stockedVariant(server.database, { stock: 5, price: 2200, offset: 5 });
    await server.app.catalogue.invalidate();
    for (const variant of [kept, soldOut, retired]) await putInBag(server.database, shopper.id, variant.id, 1);
    const placed = await place(shopper, 'reorder-reasons');
    expect(placed.status).toBe(201);
    const retiredName = placed.body.lines.find((line) => line.sku === retired.sku)?.name;

    await server.database.rows('update variants set stock = 0 where id = $1', [soldOut.id]);
    // The schema keeps a variant while an order names it; a catalogue clean-up that drops it leaves the
    // order's line without a variant (its name, price and size stay on the line). Do that here.
    await server.database.rows('alter table order_lines drop constraint if exists order_lines_variant_id_fkey');
    await server.database.rows('delete from variants where id = $1', [retired.id]);
    await server.app.catalogue.invalidate();

    const reordered = await shopper.json<ReorderResult>(`/api/me/orders/${placed.body.number}/reorder`, {
      method: 'POST',
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.added).toEqual([{ sku: kept.sku, quantity: 1 }]);
    expect(reordered.body.unavailable).toEqual(
      expect.arrayContaining([
        { sku: soldOut.sku, name: expect.any(Object) as object, reason: 'out_of_stock' },
        { sku: null, name: retiredName, reason: 'no_longer_sold' },
      ]),
    );
    expect(reordered.body.unavailable).toHaveLength(2);
    expect(reordered.body.bagItemCount).toBe(1);
    // The order itself still shows, the retired line included.
    const detail = await shopper.json<OrderDetail>(`/api/me/orders/${placed.body.number}`);
    expect(detail.status).toBe(200);
    expect(detail.body.lines).toHaveLength(3);
  });
});
