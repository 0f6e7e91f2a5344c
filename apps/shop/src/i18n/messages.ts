/// <reference types="vite/client" />
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { AboutMessageKey } from './catalogues/about/en.ts';
import type { AccountMessageKey } from './catalogues/account/en.ts';
import type { AuthMessageKey } from './catalogues/auth/en.ts';
import type { BlogMessageKey } from './catalogues/blog/en.ts';
import type { CheckoutMessageKey } from './catalogues/checkout/en.ts';
import type { DashboardMessageKey } from './catalogues/dashboard/en.ts';
import type { FooterMessageKey } from './catalogues/footer/en.ts';
import type { MessageKey as ShellMessageKey } from './catalogues/en.ts';
import type { OfflineMessageKey } from './catalogues/offline/en.ts';
import type { InfoMessageKey } from './catalogues/info/en.ts';
import type { ListingMessageKey } from './catalogues/listing/en.ts';
import type { OrdersMessageKey } from './catalogues/orders/en.ts';
import type { ProductMessageKey } from './catalogues/product/en.ts';
import type { RefillMessageKey } from './catalogues/refill/en.ts';
import type { ReviewsMessageKey } from './catalogues/reviews/en.ts';
import type { SpecialMessageKey } from './catalogues/special/en.ts';
import type { WishlistMessageKey } from './catalogues/wishlist/en.ts';

export type Language = 'en' | 'ar';

/** Every message of the shop: the shell's and those of the parts loaded with their pages. */
export type MessageKey =
  | ShellMessageKey
  | CheckoutMessageKey
  | OrdersMessageKey
  | AboutMessageKey
  | AccountMessageKey
  | ReviewsMessageKey
  | DashboardMessageKey
  | BlogMessageKey
  | InfoMessageKey
  | RefillMessageKey
  | SpecialMessageKey
  | ProductMessageKey
  | ListingMessageKey
  | FooterMessageKey
  | WishlistMessageKey
  | AuthMessageKey
  | OfflineMessageKey;

/** One language's messages: ICU source text (parsed at build time in production). */
export type Catalogue = Readonly<Record<MessageKey, string>>;

/** The Intl locale of each language: Saudi conventions, Latin digits in Arabic by default. */
export const intlLocales: Record<Language, string> = { en: 'en-SA', ar: 'ar-SA' };

/**
 * The parts of a language's messages, each its own chunk: the shell's (every page, before the
 * first paint) and those of the pages that load them with their code (`loadCataloguePart`), so a
 * first visit downloads none of the checkout's, the orders', the about pages', the account area's
 * (with the pages an e-mail's link opens), the refill page's, Special of Today's, the product page's
 * or a listing's words, the footer's (below the fold), the wishlist page's, the sign-in and
 * password forms' errors, the connection bar's, nor the other language.
 */
export const catalogueParts = [
  'checkout',
  'orders',
  'about',
  'account',
  'reviews',
  'dashboard',
  'blog',
  'info',
  'refill',
  'special',
  'product',
  'listing',
  'footer',
  'wishlist',
  'auth',
  'offline',
] as const;
export type CataloguePart = (typeof catalogueParts)[number];
type Messages = Readonly<Partial<Record<MessageKey, string>>>;

type PartModules = Record<string, () => Promise<Record<string, Messages>>>;
let partModules: PartModules | undefined;

/**
 * The parts' catalogue modules, `./catalogues/<part>/<language>.ts`, each exporting one object
 * (`checkoutEn`); a test checks that they are `catalogueParts`, no more and no fewer. Read when a
 * part is first loaded: tools that provide whole catalogues (the journeys' words) run outside Vite,
 * without `import.meta.glob`.
 */
function partModule(path: string) {
  partModules ??= import.meta.glob<Record<string, Messages>>('./catalogues/*/{en,ar}.ts');
  return partModules[path];
}

function importPart(language: Language, part: 'shell' | CataloguePart): Promise<Messages> {
  if (part === 'shell') {
    return language === 'en'
      ? import('./catalogues/en.ts').then((module) => module.en)
      : import('./catalogues/ar.ts').then((module) => module.ar);
  }
  const load = partModule(`./catalogues/${part}/${language}.ts`);
  if (!load) return Promise.reject(new Error(`No ${language} catalogue for the part ${part}`));
  // Each part's module exports its messages and nothing else (its key type is erased).
  return load().then((module) => Object.values(module)[0] ?? {});
}

const messages = new Map<Language, Map<string, string>>();
const loadedParts = new Set<string>();
const loading = new Map<string, Promise<void>>();
/** Parts a page has asked for: a language loaded later (a switch) loads them too. */
const wantedParts = new Set<CataloguePart>();
/** Languages whose catalogue has been asked for, loaded or still loading. */
const languagesAsked = new Set<Language>();
const compiled = new Map<string, IntlMessageFormat>();

function add(language: Language, part: 'shell' | CataloguePart, source: Messages): void {
  let table = messages.get(language);
  if (!table) messages.set(language, (table = new Map<string, string>()));
  for (const [key, text] of Object.entries(source)) table.set(key, text);
  loadedParts.add(`${language}/${part}`);
}

/** Loads one part of one language once; a failed load (offline) is tried again on the next call. */
function loadPart(language: Language, part: 'shell' | CataloguePart): Promise<void> {
  const id = `${language}/${part}`;
  if (loadedParts.has(id)) return Promise.resolve();
  let pending = loading.get(id);
  if (!pending) {
    pending = importPart(language, part).then(
      (source) => {
        add(language, part, source);
        loading.delete(id);
      },
      (error: unknown) => {
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, pending);
  }
  return pending;
}

/** Whether the language's shell messages and every part a page has asked for are loaded. */
export function isCatalogueLoaded(language: Language): boolean {
  return (
    loadedParts.has(`${language}/shell`) && [...wantedParts].every((part) => loadedParts.has(`${language}/${part}`))
  );
}

/** Makes whole catalogues available without loading them (stories and tests import both). */
export function provideCatalogues(catalogues: Partial<Record<Language, Catalogue>>): void {
  for (const [language, catalogue] of Object.entries(catalogues) as [Language, Catalogue][]) {
    add(language, 'shell', catalogue);
    // The whole catalogue holds every part's messages: each part counts as loaded.
    for (const part of catalogueParts) loadedParts.add(`${language}/${part}`);
  }
}

/** Loads a language's shell messages and the parts the pages shown so far asked for. */
export async function loadCatalogue(language: Language): Promise<void> {
  languagesAsked.add(language);
  await Promise.all([loadPart(language, 'shell'), ...[...wantedParts].map((part) => loadPart(language, part))]);
}

/**
 * Loads a page's messages in every language loaded or loading (a page's route calls it beside
 * importing the page's code); a language asked for later brings them along. A language still
 * loading counts: its load may have listed the parts it brings before this one was wanted.
 */
export async function loadCataloguePart(part: CataloguePart): Promise<void> {
  wantedParts.add(part);
  const languages = new Set([...messages.keys(), ...languagesAsked]);
  await Promise.all([...languages].map((language) => loadPart(language, part)));
}

/** Formats one loaded message; compiled formats are cached per language and key. */
export function formatMessage(language: Language, key: MessageKey, values?: Record<string, PrimitiveType>): string {
  const cacheKey = `${language}\u0000${key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    const source = messages.get(language)?.get(key);
    if (source === undefined) {
      throw new Error(`The ${language} message ${key} is not loaded (loadCatalogue or loadCataloguePart first)`);
    }
    format = new IntlMessageFormat(source, `${intlLocales[language]}-u-nu-latn`);
    compiled.set(cacheKey, format);
  }
  const text = format.format(values);
  if (typeof text !== 'string') throw new TypeError(`Message ${key} did not format to text`);
  return text;
}
