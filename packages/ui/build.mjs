// Builds @juicyin/ui: ESM per component (subpath exports), one dist/styles.css, and .d.ts files.
// The fonts (src/theme/fonts.css) ship as files in dist/fonts/ with their @font-face rules at the
// top of dist/styles.css: Vite's library mode would inline them as base64 (every subset and
// weight downloaded up front), while files let the browser fetch only what the page uses.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = import.meta.dirname;
const src = path.join(root, 'src');
const components = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(src, entry.name, 'index.ts')))
  .map((entry) => entry.name);

rmSync(path.join(root, 'dist'), { recursive: true, force: true });
// tsc's incremental record would otherwise claim the deleted declarations are up to date.
rmSync(path.join(root, 'tsconfig.build.tsbuildinfo'), { force: true });

// During the library build tokens.css's `@import './fonts.css'` resolves to an empty file; the
// fonts are added afterwards (see shipFonts).
const scratch = path.join(os.tmpdir(), `juicyin-ui-build-${process.pid}`);
mkdirSync(scratch, { recursive: true });
const noFonts = path.join(scratch, 'no-fonts.css');
writeFileSync(noFonts, '/* the fonts are added after the build: see shipFonts */\n');

const entries = { index: path.join(src, 'index.ts') };
for (const name of components) entries[`${name}/index`] = path.join(src, name, 'index.ts');

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  resolve: {
    conditions: ['@juicyin/source', 'module', 'browser', 'import', 'default'],
    alias: [{ find: /^\.\/fonts\.css$/, replacement: noFonts }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    cssCodeSplit: false,
    lib: { entry: entries, formats: ['es'], cssFileName: 'styles' },
    rolldownOptions: {
      external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0'),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});

rmSync(scratch, { recursive: true, force: true });

/**
 * Copies the woff2 files named by src/theme/fonts.css's @imports into dist/fonts/ and puts their
 * @font-face rules (pointing at ./fonts/...) at the top of dist/styles.css. Returns the file count.
 */
function shipFonts() {
  const require = createRequire(path.join(root, 'package.json'));
  const fontsCss = readFileSync(path.join(src, 'theme/fonts.css'), 'utf8');
  const imports = [...fontsCss.matchAll(/@import\s+'([^']+)';/g)].map((match) => match[1]);
  const outDir = path.join(root, 'dist/fonts');
  mkdirSync(outDir, { recursive: true });
  let faces = '';
  let files = 0;
  for (const specifier of imports) {
    const cssFile = require.resolve(specifier);
    const css = readFileSync(cssFile, 'utf8')
      // woff2 is supported by every browser the kit targets: drop the woff fallbacks.
      .replace(/,\s*url\([^)]+\.woff\)\s*format\('woff'\)/g, '')
      .replace(/url\(\.\/files\/([^)]+\.woff2)\)/g, (_match, file) => {
        copyFileSync(path.join(path.dirname(cssFile), 'files', file), path.join(outDir, file));
        files += 1;
        return `url(./fonts/${file})`;
      });
    faces += `${css.trim()}\n`;
  }
  const styles = path.join(root, 'dist/styles.css');
  writeFileSync(styles, `${faces}${readFileSync(styles, 'utf8')}`);
  return files;
}
const fontFiles = shipFonts();

execFileSync(
  process.execPath,
  [path.join(root, '../../node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);

/**
 * tsc keeps the sources' side-effect imports (`import './button.css'`, `import '../theme/tokens.css'`)
 * in the declarations, but those files do not ship (their rules are in dist/styles.css), so a
 * consumer's TypeScript could not resolve them (TS2882 under NodeNext with skipLibCheck off).
 * Each such line becomes an empty line, which keeps the declaration maps' line numbers right.
 * Returns the number of declaration files changed.
 */
function declarationsWithoutCss() {
  const cssImport = /^import '[^']+\.css';$/gm;
  let changed = 0;
  for (const file of readdirSync(path.join(root, 'dist'), { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.d.ts')) continue;
    const declaration = path.join(root, 'dist', file);
    const text = readFileSync(declaration, 'utf8');
    const stripped = text.replace(cssImport, '');
    if (/\.css['"]/.test(stripped)) throw new Error(`${file} still refers to a .css file: ${stripped}`);
    if (stripped === text) continue;
    writeFileSync(declaration, stripped);
    changed += 1;
  }
  // `import '@juicyin/ui/styles.css'` resolves its types here (the `types` condition of the
  // `./styles.css` export): TypeScript checks side-effect imports (TS2882) unless told it is a module.
  writeFileSync(path.join(root, 'dist/styles.css.d.ts'), 'export {};\n');
  return changed;
}
const declarations = declarationsWithoutCss();

console.log(
  `@juicyin/ui built: ${components.length} component(s) + styles.css with ${fontFiles} font file(s); ` +
    `CSS imports taken out of ${declarations} declaration file(s)`,
);
