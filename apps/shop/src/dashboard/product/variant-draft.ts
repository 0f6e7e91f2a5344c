import { MAX_VARIANT_PRICE, type StaffVariant, type StaffVariantsBody } from '@juicyin/contract';
import { discountPercent, halalas, type Money, sarText, toLatinDigits } from '@juicyin/domain';
import { readWithdrawAmount } from '../../account-area/wallet/withdraw-amount.ts';

/** The most units a variant may hold (the API's ceiling). */
export const MAX_STOCK = 100_000;

/** A variant's fields as staff type them: SAR amounts and a count, as text. */
export interface VariantDraft {
  readonly sku: string;
  readonly price: string;
  readonly oldPrice: string;
  readonly stock: string;
}

export type DraftField = 'price' | 'oldPrice' | 'stock';

/** Why a field cannot be saved, one per field; each has a message in both languages. */
export type DraftProblem =
  | 'price.invalid'
  | 'price.zero'
  | 'price.tooMuch'
  | 'oldPrice.invalid'
  | 'oldPrice.tooMuch'
  | 'oldPrice.notAbove'
  | 'stock.invalid'
  | 'stock.tooMuch';

export type DraftProblems = Partial<Record<DraftField, DraftProblem>>;

/** A variant as the editor opens it: its amounts as decimal SAR text (the domain's `sarText`), its stock as a count. */
export function draftOf(variant: StaffVariant): VariantDraft {
  return {
    sku: variant.sku,
    price: sarText(halalas(variant.price)),
    oldPrice: variant.oldPrice === null ? '' : sarText(halalas(variant.oldPrice)),
    stock: String(variant.stock),
  };
}

/**
 * A SAR amount typed ("12.5", "1,250", "١٢٫٥٠", "SAR 12") in halalas, by the domain's exact money
 * parsing (as the wallet's amount fields read it): above zero, at most SAR 10,000.
 */
function readPrice(text: string): { ok: true; amount: Money } | { ok: false; reason: 'invalid' | 'zero' | 'tooMuch' } {
  const read = readWithdrawAmount(text, MAX_VARIANT_PRICE);
  if (read.ok) return read;
  return { ok: false, reason: read.reason === 'too-much' ? 'tooMuch' : read.reason };
}

/** A stock count typed in Latin or Arabic-Indic digits: a whole number from 0 to 100,000. */
export function readStock(text: string): number | DraftProblem {
  const plain = toLatinDigits(text).replace(/[\s,\u066C]/g, '');
  if (!/^\d+$/.test(plain)) return 'stock.invalid';
  const count = Number(plain);
  return count > MAX_STOCK ? 'stock.tooMuch' : count;
}

export type ReadVariant =
  | { readonly ok: true; readonly change: StaffVariantsBody['variants'][number] }
  | { readonly ok: false; readonly problems: DraftProblems };

/**
 * One row of the editor read for saving: the price (required), the old price (empty when not on
 * sale; otherwise above the price, as the API requires) in halalas, and the stock count.
 */
export function readVariant(draft: VariantDraft): ReadVariant {
  const problems: DraftProblems = {};
  const price = readPrice(draft.price);
  if (!price.ok) problems.price = `price.${price.reason}`;
  let oldPrice: Money | null = null;
  if (draft.oldPrice.trim() !== '') {
    const old = readPrice(draft.oldPrice);
    if (!old.ok) problems.oldPrice = old.reason === 'tooMuch' ? 'oldPrice.tooMuch' : 'oldPrice.invalid';
    else if (price.ok && old.amount <= price.amount) problems.oldPrice = 'oldPrice.notAbove';
    else oldPrice = old.amount;
  }
  const stock = readStock(draft.stock);
  if (typeof stock !== 'number') problems.stock = stock;
  if (!price.ok || typeof stock !== 'number' || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, change: { sku: draft.sku, price: price.amount, oldPrice, stock } };
}

/**
 * The discount badge the shop will show for what is typed (the domain's rule), or undefined: no
 * badge without a readable price and an old price above it.
 */
export function previewDiscount(draft: VariantDraft): number | undefined {
  const price = readPrice(draft.price);
  const old = readPrice(draft.oldPrice);
  return price.ok && old.ok ? discountPercent(price.amount, old.amount) : undefined;
}

/** What the API refused in one variant: its fields' problems, and whether its SKU is not one of the product's (422). */
export interface ApiRowProblems extends DraftProblems {
  readonly unknownSku?: boolean;
}

/** The problem an API field message names, in the editor's words (the API writes English only). */
function apiProblem(field: string, message: string): DraftProblem | undefined {
  const tooMuch = message.startsWith('At most');
  if (field === 'price')
    return message.includes('more than 0') ? 'price.zero' : tooMuch ? 'price.tooMuch' : 'price.invalid';
  if (field === 'oldPrice') {
    return message.includes('above the price')
      ? 'oldPrice.notAbove'
      : tooMuch
        ? 'oldPrice.tooMuch'
        : 'oldPrice.invalid';
  }
  if (field === 'stock') return tooMuch ? 'stock.tooMuch' : 'stock.invalid';
  return undefined;
}

/**
 * The API's field messages (`variants.<index>.<field>` of `{ error: { code, message, fields } }`)
 * by the row they name, so a refused save shows each on its field in the page's language.
 */
export function apiProblemsByRow(fields: Readonly<Record<string, string>> | undefined): Map<number, ApiRowProblems> {
  const rows = new Map<number, ApiRowProblems>();
  for (const [key, message] of Object.entries(fields ?? {})) {
    const match = /^variants\.(\d+)\.(\w+)$/.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    const field = match[2] ?? '';
    const problem = apiProblem(field, message);
    const row = rows.get(index) ?? {};
    if (field === 'sku') rows.set(index, { ...row, unknownSku: true });
    else if (problem) rows.set(index, { ...row, [field]: problem });
  }
  return rows;
}
