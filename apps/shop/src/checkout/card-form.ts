import type { CardInput } from '@juicyin/contract';
import { type CardBrand, cardBrand, cardExpiryValid, cvvLength, luhnValid, toLatinDigits } from '@juicyin/domain';
import type { MessageKey } from '../i18n/messages.ts';

/** The card fields as typed. */
export interface CardEntry {
  readonly number: string;
  readonly holderName: string;
  readonly expiry: string;
  readonly cvv: string;
}

export type CardField = keyof CardEntry;
export const cardFields: readonly CardField[] = ['number', 'holderName', 'expiry', 'cvv'];
export const emptyCard: CardEntry = { number: '', holderName: '', expiry: '', cvv: '' };

/** The number's digits (spaces and dashes typed between groups dropped, Arabic-Indic digits read). */
export const cardDigits = (number: string): string => toLatinDigits(number).replace(/[\s-]/g, '');

/** The brand of the number as typed so far. */
export const brandOf = (number: string): CardBrand | null => cardBrand(cardDigits(number));

/** MM/YY (or MM/YYYY) as month and four-digit year; null when it is not that shape. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(toLatinDigits(expiry));
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/** Why a field cannot be charged (a message key), or null when it is fine. */
export function cardFieldProblem(field: CardField, card: CardEntry, now: Date): MessageKey | null {
  switch (field) {
    case 'number': {
      const digits = cardDigits(card.number);
      if (digits === '') return 'checkout.card.error.numberRequired';
      if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return 'checkout.card.error.number';
      return cardBrand(digits) === null ? 'checkout.card.error.brand' : null;
    }
    case 'holderName':
      return card.holderName.trim() === '' ? 'checkout.card.error.holderName' : null;
    case 'expiry': {
      const expiry = parseExpiry(card.expiry);
      if (!expiry) return 'checkout.card.error.expiry';
      return cardExpiryValid(expiry.month, expiry.year, now) ? null : 'checkout.card.error.expired';
    }
    case 'cvv': {
      const length = cvvLength(brandOf(card.number));
      if (new RegExp(`^\\d{${String(length)}}$`).test(toLatinDigits(card.cvv.trim()))) return null;
      return length === 4 ? 'checkout.card.error.cvv4' : 'checkout.card.error.cvv3';
    }
  }
}

/** Every field's problem. */
export function cardProblems(card: CardEntry, now: Date): Partial<Record<CardField, MessageKey>> {
  const problems: Partial<Record<CardField, MessageKey>> = {};
  for (const field of cardFields) {
    const problem = cardFieldProblem(field, card, now);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The card as the API takes it (call once `cardProblems` is empty). */
export function cardInput(card: CardEntry): CardInput {
  const expiry = parseExpiry(card.expiry) ?? { month: 0, year: 0 };
  return {
    number: cardDigits(card.number),
    holderName: card.holderName.trim(),
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    cvv: toLatinDigits(card.cvv.trim()),
  };
}

/** The API's field names for card details (`card.number`, `card.expiryMonth`…) as the form's fields. */
export const apiCardField: Readonly<Record<string, CardField>> = {
  'card.number': 'number',
  'card.holderName': 'holderName',
  'card.expiryMonth': 'expiry',
  'card.expiryYear': 'expiry',
  'card.cvv': 'cvv',
};
