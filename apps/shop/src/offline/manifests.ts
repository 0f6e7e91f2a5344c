/**
 * The web app manifest of each language, as the build writes them (`vite-offline-worker.ts`); the
 * page links the one of the shopper's language, so that installing the shop names it in that language.
 */
export const MANIFESTS = {
  en: 'manifest.webmanifest',
  ar: 'manifest.ar.webmanifest',
} as const satisfies Readonly<Record<'en' | 'ar', string>>;
