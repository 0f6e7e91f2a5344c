import type { Plugin } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { MANIFESTS } from './src/offline/manifests.ts';

// The dashboard's code and words. Its gate (`src/dashboard/gate/`) runs for everyone: it asks who is
// signed in, and loads the rest only for staff.
const staffSource = /[\\/]src[\\/](?:dashboard|i18n[\\/]catalogues[\\/]dashboard)[\\/]/;
const gateSource = /[\\/]src[\\/]dashboard[\\/]gate[\\/]/;

/**
 * The built files only staff load: lazy chunks holding any of the dashboard's modules (nothing else
 * imports them, so a chunk holding one is reached only through the dashboard).
 */
const staffOnlyChunks = new Set<string>();

function markStaffOnlyChunks(): Plugin {
  return {
    name: 'juicyin:staff-only-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || output.isEntry) continue;
        if (output.moduleIds.some((id) => staffSource.test(id) && !gateSource.test(id))) {
          staffOnlyChunks.add(output.fileName);
        }
      }
    },
  };
}

/** The web app manifest, as an English-speaking shopper installs the shop. */
const englishManifest = {
  id: '/',
  name: 'Juicyin — fresh juice at your doorstep',
  short_name: 'Juicyin',
  description: 'Fresh juices, smoothies and salads delivered to your door in Riyadh.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  // The kit's brand colour (--jui-color-brand) and surface.
  theme_color: '#e8590c',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies Partial<ManifestOptions>;

/**
 * The same app in Arabic (the words of the shop's own `home.pageTitle`, `shell.brand` and
 * `home.pageDescription`): its name under the icon, its description, right to left. The same `id`:
 * one app, whichever language it was installed in.
 */
function arabicManifest(): Plugin {
  return {
    name: 'juicyin:arabic-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: MANIFESTS.ar,
        source: JSON.stringify({
          ...englishManifest,
          name: 'جوسين — عصير طازج حتى باب بيتك',
          short_name: 'جوسين',
          description: 'عصائر طازجة وسموذي وسلطات تصلك حتى باب بيتك في الرياض.',
          lang: 'ar',
          dir: 'rtl',
        }),
      });
    },
  };
}

/**
 * The offline worker (src/offline/sw.ts, built to dist/sw.js) and the web app manifests (en, ar).
 * `injectManifest`, not `generateSW`: the worker keeps each signed-in shopper's answers in a cache of
 * their own and forgets them at sign-in and sign-out, which generateSW's route options cannot say.
 * The page registers the worker itself after its first paint (`injectRegister: false`, src/main.tsx).
 */
export function offlineWorker(): Plugin[] {
  return [
    markStaffOnlyChunks(),
    arabicManifest(),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/offline',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: [],
      manifest: englishManifest,
      manifestFilename: MANIFESTS.en,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // Every shopper page's code is kept, so a page first opened offline still runs; the
        // dashboard's is not: a shopper's browser never downloads staff code.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        manifestTransforms: [
          (entries) => ({ manifest: entries.filter((entry) => !staffOnlyChunks.has(entry.url)), warnings: [] }),
        ],
      },
      devOptions: { enabled: process.env['VITE_PWA_DEV'] === '1', type: 'module' },
    }),
  ];
}
