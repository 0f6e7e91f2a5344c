// The build's preloads in index.html: what a first visit needs beside the entry, named as the
// build named it (hashed), so the browser fetches it in parallel instead of discovering it later.
import type { Plugin } from 'vite';

/**
 * The entry loads the shopper's catalogue before its first render. English, the page's default, is
 * fetched beside the entry (a modulepreload) rather than after it; an Arabic shopper's catalogue
 * starts when the entry runs.
 */
export function preloadDefaultMessages(): Plugin {
  return {
    name: 'juicyin:preload-default-messages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/i18n/catalogues/en.ts'),
        );
        if (!chunk) throw new Error('The build has no chunk for the English catalogue (src/i18n/catalogues/en.ts)');
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The typeface each language's first paint sets its text in, preloaded so that it arrives beside the
 * stylesheet instead of after it (the text would be drawn in a fallback first, then move: layout
 * shift): Inter's Latin file (one variable file, every weight) for English; IBM Plex Sans Arabic's
 * regular for Arabic. Each link names its language; a server-rendered page keeps its own language's
 * (server/page-template.ts), and `index.html` (the pages the browser renders) has both.
 */
const FIRST_PAINT_FONTS = {
  en: /(?:^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/,
  ar: /(?:^|\/)ibm-plex-sans-arabic-arabic-400-normal-[\w-]+\.woff2$/,
} as const;

export function preloadFirstPaintFonts(): Plugin {
  return {
    name: 'juicyin:preload-first-paint-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = Object.values(bundle ?? {}).map((output) => output.fileName);
        return Object.entries(FIRST_PAINT_FONTS).map(([language, pattern]) => {
          const file = files.find((name) => pattern.test(name));
          if (!file) throw new Error(`The build has no font file for ${language}'s first paint (${pattern})`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: `/${file}`,
              'data-language': language,
            },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}
