// Each step of placing an order on its own, on a real database: every test runs its step in a
// transaction that is rolled back (`inRolledBackTransaction`), so the tests share one database.
import { randomUUID } from 'node:crypto';
import { halalas } from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, DatabaseHandle } from '../../database.ts';
import { HttpError } from '../../http/errors.ts';
import { claimKey, completeKey } from '../../idempotency/keys.ts';
import { orderEventStatement } from '../../orders/events.ts';
import { inOneStatement, query } from '../../orders/sql.ts';
import type { OrderRow } from '../../orders/view.ts';
import { SANDBOX_CARDS, SandboxProvider } from '../../payments/sandbox.ts';
import { loadStoreSettings, type StoreRules } from '../../store/settings.ts';
import { drivers, inRolledBackTransaction, openPreparedDatabase, SETUP_TIMEOUT } from '../../testing/server.ts';
import { walletAvailable } from '../../wallet/order-payments.ts';
import { spendablePoints } from '../../points/redeem.ts';
import { priceCheckout } from '../pricing.ts';
import { fastShopper, giveCredit, givePoints, putInBag, stockedVariant, testCard } from '../testing.ts';
import { placedOrderDetail, storeAnswer } from './answer.ts';
import { debitStoreCredit, spendPoints } from './balances.ts';
import { chargeCard } from './charge.ts';
import { countCouponUse, couponRedemptionStatement } from './coupon-use.ts';
import { writeInvoice } from './invoice.ts';
import { insertOrder } from './order-row.ts';
import { emptyBagStatement, orderLinesStatement, placedEventStatement } from './order-records.ts';
import { type PlacingChoice, PriceChangedError, priceAndValidate } from './price.ts';
import { KeyTakenError, lockShopperAndCheckClaim } from './shopper-lock.ts';
import { takeStock } from './stock.ts';

vi.setConfig({ testTimeout: 120_000 });

/** The refusal a step threw, as `status code`. */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof HttpError) return `${String(error.status)} ${error.code}`;
    throw error;
  }
  throw new Error('the step did not refuse');
}

describe.each(drivers)('the steps of placing an order on %s', (driver) => {
  let database: DatabaseHandle;
  let db: Database;
  let close: () => Promise<void>;
  let settings: StoreRules;
  let offset = 0;
  const now = new Date();

  beforeAll(async () => {
    ({ database, close } = await openPreparedDatabase(driver));
    db = database.db;
    settings = await loadStoreSettings(db);
  }, SETUP_TIMEOUT);
  afterAll(() => close());

  const variant = (stock: number, price = 2000) => stockedVariant(database, { stock, price, offset: offset++ });
  const shopper = () => fastShopper(database, 'http://127.0.0.1:9');

  /** A shopper with one line of a fresh variant in the bag, and the choice placing it would send. */
  async function bagOf(quantity: number, stock = 10) {
    const { id } = await shopper();
    return { shopperId: id, ...(await addToBag(id, quantity, stock)) };
  }

  /** Puts a fresh variant in an existing shopper's bag: the variant and the choice placing it would send. */
  async function addToBag(shopperId: string, quantity = 1, stock = 10) {
    const [address] = await database.rows<{ id: string }>('select id from addresses where shopper_id = $1', [
      shopperId,
    ]);
    const juice = await variant(stock);
    await putInBag(database, shopperId, juice.id, quantity);
    const choice: PlacingChoice = {
      addressId: address?.id ?? '',
      couponCode: null,
      pointsToRedeem: 0,
      walletAmount: 0,
      paymentMethod: 'card',
      card: testCard(),
      expectedGrandTotal: undefined,
    };
    return { juice, choice };
  }

  /** An order row for a shopper with a bag (inside `tx`). */
  async function anOrder(tx: Database, shopperId: string, choice: PlacingChoice): Promise<OrderRow> {
    const priced = await priceCheckout(tx, settings, shopperId, choice, now);
    if (!priced.address || priced.zoneKey === null) throw new Error('no deliverable address');
    return insertOrder(tx, {
      shopperId,
      language: 'en',
      address: priced.address,
      zoneKey: priced.zoneKey,
      paymentMethod: 'card',
      coupon: null,
      totals: priced.totals,
      placedAt: now,
    });
  }

  describe('lockShopperAndCheckClaim', () => {
    it('answers the shopper while the key is in flight with this body', async () => {
      const { id } = await shopper();
      await claimKey(db, { shopperId: id, key: 'k1', hash: 'h1', now });
      const locked = await inRolledBackTransaction(db, (tx) =>
        lockShopperAndCheckClaim(tx, { shopperId: id, idempotencyKey: 'k1', requestHash: 'h1' }),
      );
      expect(locked).toEqual({
        email: expect.stringContaining('@example.com') as string,
        firstName: 'Noura',
        language: 'en',
      });
    });

    it('refuses (KeyTakenError) another body, a finished key and a missing claim', async () => {
      const { id } = await shopper();
      await claimKey(db, { shopperId: id, key: 'k1', hash: 'h1', now });
      const lock = (idempotencyKey: string, requestHash: string) =>
        inRolledBackTransaction(db, (tx) =>
          lockShopperAndCheckClaim(tx, { shopperId: id, idempotencyKey, requestHash }),
        );
      await expect(lock('k1', 'other')).rejects.toBeInstanceOf(KeyTakenError);
      await expect(lock('no-such-key', 'h1')).rejects.toBeInstanceOf(KeyTakenError);
      await completeKey(db, { shopperId: id, key: 'k1', status: 201, body: {} });
      await expect(lock('k1', 'h1')).rejects.toBeInstanceOf(KeyTakenError);
    });

    it.runIf(driver === 'postgres')('holds the shopper row lock until the transaction ends', async () => {
      const { id } = await shopper();
      await claimKey(db, { shopperId: id, key: 'k1', hash: 'h1', now });
      const other = await inRolledBackTransaction(db, async (tx) => {
        await lockShopperAndCheckClaim(tx, { shopperId: id, idempotencyKey: 'k1', requestHash: 'h1' });
        // Another connection cannot take the same row lock meanwhile.
        return database.rows(`select id from shoppers where id = $1 for update nowait`, [id]).then(
          () => 'locked',
          (error: unknown) => (error as { code?: string }).code,
        );
      });
      expect(other).toBe('55P03');
    });
  });

  describe('priceAndValidate', () => {
    it('prices the bag as the quote does and names the card to charge', async () => {
      const { shopperId, choice } = await bagOf(2);
      const placing = await inRolledBackTransaction(db, (tx) => priceAndValidate(tx, settings, shopperId, choice, now));
      const quoted = await priceCheckout(db, settings, shopperId, choice, now);
      expect(placing.priced.totals).toEqual(quoted.totals);
      expect(placing.paymentMethod).toBe('card');
      expect(placing.cardToCharge).toEqual(choice.card);
    });

    it('refuses an empty bag, a card order without a card, more points than spendable', async () => {
      const { id, addressId } = await shopper();
      const empty: PlacingChoice = { ...(await bagOf(1)).choice, addressId };
      const price = (shopperId: string, choice: PlacingChoice) =>
        refusal(inRolledBackTransaction(db, (tx) => priceAndValidate(tx, settings, shopperId, choice, now)));
      expect(await price(id, empty)).toBe('422 empty_bag');
      const { shopperId, choice } = await bagOf(1);
      expect(await price(shopperId, { ...choice, card: null })).toBe('422 card_required');
      expect(await price(shopperId, { ...choice, pointsToRedeem: 100 })).toBe('409 points_unavailable');
      expect(await price(shopperId, { ...choice, walletAmount: 100 })).toBe('409 wallet_unavailable');
    });

    it('refuses a total other than the one the shopper saw with the new quote', async () => {
      const { shopperId, choice } = await bagOf(1);
      const error = await inRolledBackTransaction(db, (tx) =>
        priceAndValidate(tx, settings, shopperId, { ...choice, expectedGrandTotal: 1 }, now),
      ).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(PriceChangedError);
      expect((error as PriceChangedError).quote.totals.grandTotal).toBeGreaterThan(1);
    });

    it('makes a card order paid entirely with store credit a wallet order with no card to charge', async () => {
      const { shopperId, choice } = await bagOf(1);
      const { totals } = await priceCheckout(db, settings, shopperId, choice, now);
      await giveCredit(database, shopperId, totals.grandTotal);
      const placing = await inRolledBackTransaction(db, (tx) =>
        priceAndValidate(tx, settings, shopperId, { ...choice, walletAmount: totals.grandTotal }, now),
      );
      expect(placing.paymentMethod).toBe('wallet');
      expect(placing.cardToCharge).toBeNull();
    });
  });

  describe('takeStock', () => {
    const stockOf = async (tx: Database, id: number) => (await query<{ stock: number }>(tx, sqlStock(id)))[0]?.stock;

    it('takes each quantity from stock and says when it took the last unit', async () => {
      const { shopperId, juice, choice } = await bagOf(3, 5);
      const { lines } = await priceCheckout(db, settings, shopperId, choice, now);
      const after = await inRolledBackTransaction(db, async (tx) => {
        const first = await takeStock(tx, lines);
        const stockAfterFirst = await stockOf(tx, juice.id);
        const second = await takeStock(tx, [{ ...lines[0]!, quantity: 2 }]);
        return { first, stockAfterFirst, second, stockAfterSecond: await stockOf(tx, juice.id) };
      });
      expect(after).toEqual({
        first: { soldOut: false },
        stockAfterFirst: 2,
        second: { soldOut: true },
        stockAfterSecond: 0,
      });
    });

    it('refuses 409 out_of_stock when fewer are left, naming the line', async () => {
      const { shopperId, juice, choice } = await bagOf(3, 2);
      const { lines } = await priceCheckout(db, settings, shopperId, choice, now);
      const error = await inRolledBackTransaction(db, (tx) => takeStock(tx, lines)).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).code).toBe('out_of_stock');
      expect((error as HttpError).toBody()).toMatchObject({
        error: { fields: { [`lines.${juice.sku}`]: 'Not enough in stock' } },
      });
      expect(await stockOf(db, juice.id)).toBe(2);
    });
  });

  describe('countCouponUse', () => {
    it('counts one use per order and refuses 409 coupon_rejected past the total limit', async () => {
      const code = `LIMIT${randomUUID().slice(0, 6).toUpperCase()}`;
      const [coupon] = await database.rows<{ id: number }>(
        `insert into coupons (code, kind, value, total_limit, description_en, description_ar)
         values ($1, 'fixed', 300, 2, 'SAR 3 off', 'خصم') returning id`,
        [code],
      );
      const couponId = coupon!.id;
      const outcome = await inRolledBackTransaction(db, async (tx) => {
        await countCouponUse(tx, couponId);
        await countCouponUse(tx, couponId);
        const [row] = await query<{ uses: number }>(tx, sqlUses(couponId));
        return { uses: row?.uses, third: await refusal(countCouponUse(tx, couponId)) };
      });
      expect(outcome).toEqual({ uses: 2, third: '409 coupon_rejected' });
    });
  });

  describe('writeInvoice', () => {
    it('writes invoices under consecutive numbers, and gives a number back when the order rolls back', async () => {
      const { shopperId, choice } = await bagOf(1);
      const invoiceFor = async (tx: Database) => {
        const order = await anOrder(tx, shopperId, choice);
        const totals = { totalWithVat: halalas(order.grand_total), vatTotal: halalas(order.vat) };
        return writeInvoice(tx, settings.seller, { orderId: order.id, issuedAt: now, ...totals });
      };
      const written = await inRolledBackTransaction(db, async (tx) => {
        const numbers = [await invoiceFor(tx), await invoiceFor(tx), await invoiceFor(tx)];
        const [stored] = await query<{ count: number; max: number }>(
          tx,
          sql`select count(*)::int as count, max(number)::int as max from invoices where number between ${numbers[0]} and ${numbers[2]}`,
        );
        const [invoice] = await query<{ qr: string; seller_vat_number: string }>(
          tx,
          sql`select qr, seller_vat_number from invoices where number = ${numbers[0]}`,
        );
        return { numbers, stored, invoice };
      });
      const [first = 0] = written.numbers;
      expect(written.numbers).toEqual([first, first + 1, first + 2]);
      expect(written.stored).toEqual({ count: 3, max: first + 2 });
      expect(written.invoice?.seller_vat_number).toBe(settings.seller.vatNumber);
      expect(written.invoice?.qr.length).toBeGreaterThan(20);
      expect(await inRolledBackTransaction(db, invoiceFor)).toBe(first);
    });
  });

  describe('insertOrder', () => {
    it("writes the 'placed' order with its totals, the address snapshot and a JY-YYMMDD-XXXXX number", async () => {
      const { shopperId, choice } = await bagOf(2);
      const { order, totals } = await inRolledBackTransaction(db, async (tx) => ({
        order: await anOrder(tx, shopperId, choice),
        totals: (await priceCheckout(tx, settings, shopperId, choice, now)).totals,
      }));
      expect(order.number).toMatch(/^JY-\d{6}-[0-9A-HJKMNP-TV-Z]{5}$/);
      expect(order).toMatchObject({ shopper_id: shopperId, status: 'placed', payment_method: 'card' });
      expect(order.grand_total).toBe(totals.grandTotal);
      const address = typeof order.address === 'string' ? (JSON.parse(order.address) as object) : order.address;
      expect(address).toMatchObject({ firstName: 'Noura', city: 'Riyadh', buildingNumber: '8228' });
    });
  });

  describe('spendPoints and debitStoreCredit', () => {
    it('spend what is asked and refuse 409 when less is left', async () => {
      const { id } = await shopper();
      await givePoints(database, id, 120);
      await giveCredit(database, id, 1000);
      const order = { shopperId: id, orderId: randomUUID(), orderNumber: 'JY-000000-TEST0', now };
      // The bag is filled before the transaction: on PGlite a query outside it waits for it to end.
      const { choice } = await addToBag(id);
      const outcome = await inRolledBackTransaction(db, async (tx) => {
        await spendPoints(tx, order, 50);
        await spendPoints(tx, order, 0);
        const orderRow = await anOrder(tx, id, choice);
        const paid = { ...order, orderId: orderRow.id, orderNumber: orderRow.number };
        await debitStoreCredit(tx, paid, 400);
        return {
          points: await spendablePoints(tx, id, now),
          credit: await walletAvailable(tx, id),
          tooManyPoints: await refusal(spendPoints(tx, order, 100)),
        };
      });
      expect(outcome).toEqual({ points: 70, credit: 600, tooManyPoints: '409 points_unavailable' });
      const tooMuchCredit = await inRolledBackTransaction(db, async (tx) => {
        const orderRow = await anOrder(tx, id, choice);
        return refusal(debitStoreCredit(tx, { ...order, orderId: orderRow.id, orderNumber: orderRow.number }, 1001));
      });
      expect(tooMuchCredit).toBe('409 wallet_unavailable');
    });
  });

  describe("the order's records in one statement", () => {
    it("write the lines, the coupon's redemption and the 'placed' event, and empty the bag", async () => {
      const { shopperId, choice } = await bagOf(2);
      const [coupon] = await database.rows<{ id: number }>(`select id from coupons order by id limit 1`);
      const written = await inRolledBackTransaction(db, async (tx) => {
        const { lines } = await priceCheckout(tx, settings, shopperId, choice, now);
        const order = await anOrder(tx, shopperId, choice);
        await inOneStatement(tx, [
          orderLinesStatement(order.id, lines),
          couponRedemptionStatement({ couponId: coupon!.id, shopperId, orderId: order.id, at: now }),
          placedEventStatement(order.id, now),
          emptyBagStatement(shopperId),
        ]);
        const count = async (table: string, column = 'order_id', value: string = order.id) =>
          (await query<{ n: number }>(tx, sqlCount(table, column, value)))[0]?.n;
        return {
          lines: await count('order_lines'),
          redemptions: await count('coupon_redemptions'),
          events: await count('shipment_events'),
          bag: await count('bag_lines', 'shopper_id', shopperId),
        };
      });
      expect(written).toEqual({ lines: 1, redemptions: 1, events: 1, bag: 0 });
    });
  });

  describe('chargeCard', () => {
    const provider = new SandboxProvider();
    const charge = (number: string) => ({
      card: testCard(number),
      amount: 2300,
      orderId: randomUUID(),
      orderNumber: 'JY-000000-TEST1',
      shopperId: randomUUID(),
      now,
    });

    it('answers the card as the order shows it and the payment record', async () => {
      const captured = await chargeCard(provider, charge(SANDBOX_CARDS.visa));
      expect(captured.payment).toEqual({
        brand: 'visa',
        last4: '4242',
        holder_name: 'Noura Al-Harbi',
        expiry_month: 8,
        expiry_year: 2030,
      });
    });

    it('refuses 402 payment_declined for a declined card and 502 payment_failed when the provider fails', async () => {
      expect(await refusal(chargeCard(provider, charge(SANDBOX_CARDS.declined)))).toBe('402 payment_declined');
      expect(await refusal(chargeCard(provider, charge(SANDBOX_CARDS.providerError)))).toBe('502 payment_failed');
    });
  });

  describe('storeAnswer', () => {
    it("marks the key done with the answer, writing the charge's record and the live 'placed' event in the same statement", async () => {
      const { shopperId, choice } = await bagOf(1);
      await claimKey(db, { shopperId, key: 'answer', hash: 'h', now });
      const stored = await inRolledBackTransaction(db, async (tx) => {
        const { lines } = await priceCheckout(tx, settings, shopperId, choice, now);
        const order = await anOrder(tx, shopperId, choice);
        const charged = await chargeCard(new SandboxProvider(), {
          card: testCard(),
          amount: order.grand_total,
          orderId: order.id,
          orderNumber: order.number,
          shopperId,
          now,
        });
        const detail = placedOrderDetail(order, { lines, payment: charged.payment, invoiceNumber: 7, now });
        const event = { orderId: order.id, number: order.number, kind: 'placed', status: 'placed', at: now } as const;
        await storeAnswer(tx, { shopperId, key: 'answer' }, detail, {
          payment: charged.record,
          event: orderEventStatement(event),
        });
        const [key] = await query<{ state: string; response_status: number; response_body: unknown }>(
          tx,
          sqlKey(shopperId, 'answer'),
        );
        const [payment] = await query<{ amount: number; last4: string }>(tx, sqlPayment(order.id));
        const events = await query<{ kind: string; number: string }>(tx, sqlOrderEvents(order.id));
        return { detail, key, payment, events };
      });
      const body = stored.key?.response_body;
      expect(stored.key).toMatchObject({ state: 'done', response_status: 201 });
      expect(typeof body === 'string' ? JSON.parse(body) : body).toEqual(JSON.parse(JSON.stringify(stored.detail)));
      expect(stored.detail.payment.card?.last4).toBe('4242');
      expect(stored.payment).toMatchObject({ last4: '4242' });
      expect(stored.events).toEqual([{ kind: 'placed', number: stored.detail.number }]);
    });
  });
});

// The statements the tests read back with.
const sqlStock = (id: number) => sql`select stock from variants where id = ${id}`;
const sqlUses = (id: number) => sql`select uses from coupons where id = ${id}`;
const sqlCount = (table: string, column: string, value: string) =>
  sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`;
const sqlKey = (shopperId: string, key: string) =>
  sql`select state, response_status, response_body from idempotency_keys where shopper_id = ${shopperId} and key = ${key}`;
const sqlOrderEvents = (orderId: string) => sql`select kind, number from order_events where order_id = ${orderId}`;
const sqlPayment = (orderId: string) => sql`select amount, last4 from payments where order_id = ${orderId}`;
