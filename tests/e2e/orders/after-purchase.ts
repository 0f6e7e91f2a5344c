// What a shopper finds after buying: My Orders lists the order, its detail shows the quote's
// figures, the invoice's QR code (read back from the page's pixels by jsQR) carries the order's
// ZATCA fields, and tracking shows the order placed. The lead calls `expectOrderPages` after the
// checkout journey; the orders journeys call it after placing through the API.
import { expect, type Page } from '@playwright/test';
import { invoicePath, orderPath, pathTo, trackOrderPath } from '@juicyin/contract/paths';
import type { Invoice, Quote } from '@juicyin/contract';
import jsQR from 'jsqr';
import { type Language, literally, type MessageKey, shopText, trackerText } from '../shop-words.ts';
import { invoiceThroughApi } from './place-order.ts';

/** The ZATCA phase-1 fields of a QR payload: Base64 of tag (1 byte), length (1 byte), UTF-8 value. */
export function decodeZatcaTlv(payload: string): Record<number, string> {
  const bytes = Buffer.from(payload, 'base64');
  const fields: Record<number, string> = {};
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at] ?? 0;
    const length = bytes[at + 1] ?? 0;
    fields[tag] = bytes.subarray(at + 2, at + 2 + length).toString('utf8');
    at += 2 + length;
  }
  return fields;
}

/** The text of the QR code drawn in the image named `name`, read from a screenshot of it. */
export async function readQrFromPage(page: Page, name: RegExp): Promise<string> {
  const image = page.getByRole('img', { name });
  await expect(image).toBeVisible();
  const png = await image.screenshot();
  const decoder = await page.context().newPage();
  try {
    const pixels = await decoder.evaluate(async (base64) => {
      const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.drawImage(bitmap, 0, 0);
      const data = context.getImageData(0, 0, bitmap.width, bitmap.height);
      return { width: data.width, height: data.height, rgba: Array.from(data.data) };
    }, png.toString('base64'));
    const code = jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height);
    expect(code, 'a QR code in the invoice image').not.toBeNull();
    return code?.data ?? '';
  } finally {
    await decoder.close();
  }
}

const halalasText = (amount: number) => `${String(Math.floor(amount / 100))}.${String(amount % 100).padStart(2, '0')}`;

/** The value (halalas) of a line of the page's totals card. */
const totalsLine = (page: Page, line: string) => page.locator(`main [data-line="${line}"] data`).first();

/**
 * In Arabic the figures stay in Latin digits by default: every amount (`data`) and time (`time`)
 * the page formats. (The catalogue's own Arabic size names, "١ لتر", are words, not figures.)
 */
async function expectLatinDigits(page: Page, language: Language): Promise<void> {
  if (language !== 'ar') return;
  const figures = await page.getByRole('main').locator('data, time').allTextContents();
  expect(figures.length).toBeGreaterThan(0);
  expect(figures.join(' ')).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
}

/**
 * My Orders lists the order; its detail shows every figure of the quote it was placed on; the
 * invoice's QR code decodes to the seller, VAT number, time, total and VAT of that order; tracking
 * shows Ordered reached. Each page is found by its words in `language` (the shop's and the kit's
 * catalogues), right to left in Arabic. Returns the invoice the API gives for the order.
 */
export async function expectOrderPages(
  page: Page,
  number: string,
  quote: Quote,
  language: Language = 'en',
): Promise<Invoice> {
  const say = (key: MessageKey, values?: Record<string, string | number>) => shopText(language, key, values);
  await page.goto(pathTo('orders'));
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: say('orders.list.title') })).toBeVisible();
  const link = page.getByRole('link', { name: say('orders.list.number', { number }) });
  await expect(link).toBeVisible();
  await expectLatinDigits(page, language);
  await link.click();

  await expect(page).toHaveURL(orderPath(number));
  await expect(page.getByRole('heading', { level: 1, name: say('orders.detail.title') })).toBeVisible();
  await expect(page.getByRole('main').locator('dd').getByText(number, { exact: true })).toBeVisible();
  for (const [line, amount] of Object.entries(quote.totals)) {
    if (line === 'pointsRedeemed' || line === 'pointsEarned') continue;
    // Lines that lower the total (coupon, points, wallet) are shown as negative amounts.
    await expect(totalsLine(page, line)).toHaveAttribute('value', new RegExp(`^-?${String(amount)}$`));
  }
  await expect(page.getByText(say('orders.detail.pointsEarned', { points: quote.totals.pointsEarned }))).toBeVisible();
  const shipment = page.getByRole('table', { name: say('orders.detail.shipmentCaption', { number }) });
  for (const line of quote.lines) await expect(shipment.getByRole('row', { name: new RegExp(line.sku) })).toBeVisible();
  await expectLatinDigits(page, language);

  await page.getByRole('link', { name: say('orders.detail.downloadInvoice') }).click();
  await expect(page).toHaveURL(invoicePath(number));
  const invoice = await invoiceThroughApi(page.request, number);
  await expect(page.getByText(invoice.number, { exact: true })).toBeVisible();
  const qrName = literally(say('orders.invoice.qr', { number: invoice.number }));
  const fields = decodeZatcaTlv(await readQrFromPage(page, qrName));
  expect(fields[1]).toBe(invoice.seller.name);
  expect(fields[2]).toBe(invoice.seller.vatNumber);
  expect(Date.parse(fields[3] ?? '')).toBe(Math.floor(Date.parse(invoice.issuedAt) / 1000) * 1000);
  expect(fields[4]).toBe(halalasText(invoice.totalWithVat));
  expect(fields[5]).toBe(halalasText(invoice.vatTotal));
  expect(invoice.vatTotal).toBe(quote.totals.vat);
  expect(invoice.totals).toEqual(quote.totals);
  await expectLatinDigits(page, language);

  await page.goto(trackOrderPath(number));
  const tracker = trackerText(language);
  const progress = page.getByRole('region', { name: tracker.progressLabel });
  const ordered = progress.getByRole('listitem').first();
  await expect(ordered).toContainText(tracker.steps.ordered);
  await expect(ordered.locator('time')).toHaveCount(1);
  await expect(progress.getByRole('status')).toContainText(tracker.current(tracker.steps.ordered, '1', '4'));
  await expect(progress.getByRole('table')).toContainText('Riyadh');
  await expectLatinDigits(page, language);
  return invoice;
}
