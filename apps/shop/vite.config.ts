import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin, type UserConfig } from 'vite';
import { chunkGroups, FIRST_PASS_MODE } from './vite-chunk-groups.ts';
import { offlineWorker } from './vite-offline-worker.ts';
import { preloadDefaultMessages, preloadFirstPaintFonts } from './vite-preloads.ts';

const apiPort = process.env['API_PORT'] ?? '3000';
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at build time: the server
 * sends them as they are (`preCompressed`) instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'juicyin:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) =>
        /\.(js|css|html|svg|json|txt|webmanifest)$/.test(file),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const data = await readFile(full);
          if (data.length < 1024) return;
          await writeFile(`${full}.gz`, await gzipAsync(data, { level: 9 }));
          await writeFile(`${full}.br`, await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        }),
      );
    },
  };
}

/**
 * Ships the ICU message catalogues already parsed: the build turns each message into the syntax tree
 * IntlMessageFormat would build in the browser, and leaves the ICU parser out of the bundle
 * (formatjs's documented `no-parser` entry). A message that does not parse fails the build.
 */
function precompileMessages(): Plugin {
  // The shell's catalogues (`catalogues/en.ts`) and the pages' parts (`catalogues/checkout/en.ts`).
  const catalogue = /\/src\/i18n\/catalogues\/(?:([a-z]+)\/)?(en|ar)\.ts$/;
  const noParser = createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser/no-parser.js');
  return {
    name: 'juicyin:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParser }] },
    }),
    async transform(code, id) {
      const match = catalogue.exec(id);
      if (!match) return null;
      const [, part, language = ''] = match;
      // `en`, or a part's `checkoutEn`: the name each catalogue module exports.
      const name = part ? `${part}${language.charAt(0).toUpperCase()}${language.slice(1)}` : language;
      const literal = (source: string, file: string) => {
        const start = source.indexOf('= {');
        const end = source.lastIndexOf('}');
        if (start < 0 || end < start) throw new Error(`${file}: no message object found`);
        return `(${source.slice(start + 2, end + 1)})`;
      };
      // A part may spread in the messages of its pages' own files (`...addressesEn` from
      // `./addresses/en.ts`), each one object literal of string literals too.
      const spreads: Record<string, unknown> = {};
      for (const [, imported = '', from = ''] of code.matchAll(/^import \{ (\w+) \} from '(\.\/[\w/-]+\.ts)';$/gm)) {
        const file = path.resolve(path.dirname(id), from);
        this.addWatchFile(file);
        spreads[imported] = runInNewContext(literal(await readFile(file, 'utf8'), file));
      }
      // The catalogue is one object literal of string literals: read it as such, in a context of its spreads.
      const messages = runInNewContext(literal(code, id), spreads) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message, { shouldParseSkeletons: true })]),
      );
      return { code: `export const ${name} = ${JSON.stringify(parsed)};\n`, map: null };
    },
  };
}

/**
 * The server renderer (`vite build --ssr src/server/render-page.tsx`, after the browser's build): it
 * and everything it imports in one module tree under `dist-server/`, which the API imports when it
 * serves the built shop. Dependencies are bundled too, so it runs from any directory.
 */
const serverBuild: UserConfig = {
  plugins: [precompileMessages(), react()],
  resolve: { conditions: ['@juicyin/source', ...defaultServerConditions] },
  ssr: { noExternal: true, resolve: { conditions: ['@juicyin/source', ...defaultServerConditions] } },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
  },
};

export default defineConfig(async ({ command, mode, isSsrBuild }) => {
  if (isSsrBuild) return serverBuild;
  const firstPass = mode === FIRST_PASS_MODE;
  const groups =
    command === 'build' && !firstPass ? await chunkGroups(path.join(import.meta.dirname, 'vite.config.ts')) : [];
  return {
    plugins: [
      precompileMessages(),
      react(),
      preloadDefaultMessages(),
      ...(firstPass ? [] : [preloadFirstPaintFonts()]),
      ...(firstPass ? [] : [offlineWorker(), precompress()]),
    ],
    resolve: { conditions: ['@juicyin/source', ...defaultClientConditions] },
    server: {
      host: '127.0.0.1',
      port: 5173,
      proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // One stylesheet for every page, linked from the page's head: a server-rendered page is styled
      // from its first paint (and without JavaScript), where a lazy page's own CSS would arrive only
      // with its code.
      cssCodeSplit: false,
      // Every browser the shop targets but Safari 16 preloads modules itself (Safari 17 does); Vite's
      // polyfill for the rest ran in every first paint for them alone. Safari 16 loads a page's
      // chunks when the page imports them instead.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Lazy chunks are named by their hash alone, of 7 characters (the fewest Rolldown allows
          // for this many chunks; it says so if more chunks need more): the entry lists every chunk
          // a route preloads, so each name is in the first paint's bytes, and a name's characters
          // do not compress (8 to 7 took 0.2 KB gzip off home, measured 2026-12-07). Source maps
          // still name the modules.
          chunkFileNames: 'assets/[hash:7].js',
          // What pages load together, in a few whole chunks (vite-chunk-groups.ts).
          codeSplitting: { groups },
        },
      },
    },
  };
});
